import { FormBuilderScreen } from '../../features/forms/builder/components/form-builder-screen';

/**
 * /form-builder inside the marketer layout: the form builder (issue 35). A lazy route module with
 * the lazy `formBuilder` texts: none of it is part of the workspace's first load.
 */
export function Component() {
  return <FormBuilderScreen />;
}
