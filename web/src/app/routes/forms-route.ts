/**
 * /forms in two steps: the entry chunk names only this small module, and the screen's own chunk
 * list (its many shared pieces) lives here instead of in the workspace shell's first load, which
 * must not grow. One more small request when /forms first opens; the texts load alongside.
 */
export const loadFormsRoute = () => import('./forms-screen-route');
