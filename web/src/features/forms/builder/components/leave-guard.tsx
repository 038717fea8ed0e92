import { AlertDialog, Button } from '@heroui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  /** Something shown is not saved yet. */
  isUnsaved: boolean;
  /** Saves now; true when everything is saved. */
  flush: () => Promise<boolean>;
}

/**
 * Nothing typed is lost by leaving: a route change first saves what waits; if that cannot be
 * saved (a problem at a field, a failure, a conflict) it asks before leaving. Closing or reloading
 * the tab with unsaved changes gets the browser's own question.
 */
export function LeaveGuard({ isUnsaved, flush }: LeaveGuardProps) {
  const { t } = useTranslation('formBuilder');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isUnsaved && currentLocation.pathname !== nextLocation.pathname);
  const [asking, setAsking] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    void flush().then((saved) => {
      if (saved) blocker.proceed();
      else setAsking(true);
    });
  }, [blocker, flush]);

  useEffect(() => {
    if (!isUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isUnsaved]);

  const stay = () => {
    setAsking(false);
    if (blocker.state === 'blocked') blocker.reset();
  };

  return (
    <AlertDialog.Backdrop isOpen={asking && blocker.state === 'blocked'} onOpenChange={(open) => !open && stay()} isDismissable>
      <AlertDialog.Container size="sm">
        <AlertDialog.Dialog data-testid="leave-unsaved">
          <AlertDialog.Header>
            <AlertDialog.Icon status="warning" />
            <AlertDialog.Heading>{t('leave.title')}</AlertDialog.Heading>
          </AlertDialog.Header>
          <AlertDialog.Body className="text-sm text-muted">
            <p>{t('leave.body')}</p>
          </AlertDialog.Body>
          <AlertDialog.Footer className="flex-wrap">
            <Button variant="tertiary" onPress={stay} autoFocus>
              {t('leave.stay')}
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                setAsking(false);
                if (blocker.state === 'blocked') blocker.proceed();
              }}
            >
              {t('leave.leave')}
            </Button>
          </AlertDialog.Footer>
        </AlertDialog.Dialog>
      </AlertDialog.Container>
    </AlertDialog.Backdrop>
  );
}
