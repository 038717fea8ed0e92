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
  /** Other words for the same question (leaving a page with unsaved changes); the default asks "Wijzigingen weggooien?". */
  texts?: { title: string; body: string; keepEditing: string; confirm: string };
  testId?: string;
}

/** "Wijzigingen weggooien?": Weggooien, or Verder bewerken (also Escape and a click outside). */
export function DiscardChangesDialog({ isOpen, onKeepEditing, onDiscard, texts, testId = 'discard-changes' }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  const words = texts ?? { title: t('discard.title'), body: t('discard.body'), keepEditing: t('discard.keepEditing'), confirm: t('discard.confirm') };
  return (
    <AlertDialog.Backdrop isOpen={isOpen} onOpenChange={(open) => !open && onKeepEditing()} isDismissable isKeyboardDismissDisabled={false}>
      <AlertDialog.Container size="sm">
        <AlertDialog.Dialog data-testid={testId}>
          <AlertDialog.Header>
            <AlertDialog.Icon status="warning" />
            <AlertDialog.Heading>{words.title}</AlertDialog.Heading>
          </AlertDialog.Header>
          <AlertDialog.Body className="text-sm text-muted">
            <p>{words.body}</p>
          </AlertDialog.Body>
          <AlertDialog.Footer className="flex-wrap">
            <Button variant="tertiary" onPress={onKeepEditing} autoFocus>
              {words.keepEditing}
            </Button>
            <Button variant="danger" onPress={onDiscard}>
              {words.confirm}
            </Button>
          </AlertDialog.Footer>
        </AlertDialog.Dialog>
      </AlertDialog.Container>
    </AlertDialog.Backdrop>
  );
}
