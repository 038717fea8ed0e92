import { AlertDialog, Button } from '@heroui/react';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Nothing typed is lost (issue 34): a dialog whose form reports changes (`isDirty`, see
 * use-form-dirty.ts) asks "Wijzigingen weggooien?" before Escape, a click outside, "Sluiten" or
 * its cancel button throws them away. An unchanged form closes at once; saving closes without
 * asking (the form calls its own onClose). DialogFrame uses this for every dialog; a dialog that
 * is not a DialogFrame uses `useDiscardGuard` itself.
 */
export interface DiscardGuard {
  /** Runs `close` at once when nothing changed, else after "Weggooien". */
  requestClose: (close: () => void) => void;
}

const DiscardGuardContext = createContext<DiscardGuard | null>(null);
export const DiscardGuardProvider = DiscardGuardContext.Provider;

/** The guard of the dialog this is inside, or null outside one. */
export function useEnclosingDiscardGuard(): DiscardGuard | null {
  return useContext(DiscardGuardContext);
}

export function useDiscardGuard(isDirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard: DiscardGuard = {
    requestClose: (close) => {
      if (isDirty) setPending(() => close);
      else close();
    },
  };
  const confirm = (
    <DiscardChangesDialog
      isOpen={pending !== null}
      onKeepEditing={() => setPending(null)}
      onDiscard={() => {
        const close = pending;
        setPending(null);
        close?.();
      }}
    />
  );
  return { guard, confirm };
}

interface DiscardChangesDialogProps {
  isOpen: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** "Wijzigingen weggooien?": Weggooien, or Verder bewerken (also Escape and a click outside). */
export function DiscardChangesDialog({ isOpen, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Backdrop isOpen={isOpen} onOpenChange={(open) => !open && onKeepEditing()} isDismissable isKeyboardDismissDisabled={false}>
      <AlertDialog.Container size="sm">
        <AlertDialog.Dialog data-testid="discard-changes">
          <AlertDialog.Header>
            <AlertDialog.Icon status="warning" />
            <AlertDialog.Heading>{t('discard.title')}</AlertDialog.Heading>
          </AlertDialog.Header>
          <AlertDialog.Body className="text-sm text-muted">
            <p>{t('discard.body')}</p>
          </AlertDialog.Body>
          <AlertDialog.Footer className="flex-wrap">
            <Button variant="tertiary" onPress={onKeepEditing} autoFocus>
              {t('discard.keepEditing')}
            </Button>
            <Button variant="danger" onPress={onDiscard}>
              {t('discard.confirm')}
            </Button>
          </AlertDialog.Footer>
        </AlertDialog.Dialog>
      </AlertDialog.Container>
    </AlertDialog.Backdrop>
  );
}
