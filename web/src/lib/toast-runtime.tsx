import { Toast, toast } from '@heroui/react';

/**
 * The HeroUI toast region and queue, loaded after the first paint (see lib/toast.ts and the
 * providers) so the entry chunk carries no HeroUI or React Aria code.
 */
export function Toaster() {
  return <Toast.Provider placement="bottom end" width={380} />;
}

export { toast as heroToast };
