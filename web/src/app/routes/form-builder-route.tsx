import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';

/**
 * The builder's code (its palette, canvas, panels and the renderer of its preview) is a chunk of
 * its own, imported from here rather than by the router: the list of files a route preloads lives
 * in the chunk that imports it, so the shell's entry only names this small module.
 */
const FormBuilderScreen = lazy(() => import('../../features/forms/builder/components/form-builder-screen').then((m) => ({ default: m.FormBuilderScreen })));

/**
 * /form-builder inside the marketer layout: the form builder (issue 35). A lazy route module with
 * the lazy `formBuilder` and `formFill` texts: none of it is part of the workspace's first load.
 */
export function Component() {
  return (
    <Suspense fallback={<FullPageSpinner fill="container" />}>
      <FormBuilderScreen />
    </Suspense>
  );
}
