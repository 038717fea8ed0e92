/**
 * The sidebar selects' value: one line, a long company or person name is cut with an ellipsis and
 * shown whole in the trigger's title (the sidebar is 11rem wide and the whole nav must fit 800 px).
 * The preview trigger (first load) and the real Select (loaded on intent) share it, so nothing
 * jumps when the Select takes over; its own module, so the preview does not pull in the Select.
 */
export const sidebarSelectValueClass = 'min-w-0 flex-1 truncate text-left';

/** The wrapper that carries the whole name as a tooltip around the value. */
export const sidebarSelectTitleClass = 'flex min-w-0 flex-1';
