import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { DiscardChangesDialog } from '../../../../components/ui/discard-guard';

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
    <DiscardChangesDialog
      isOpen={asking && blocker.state === 'blocked'}
      onKeepEditing={stay}
      onDiscard={() => {
        setAsking(false);
        if (blocker.state === 'blocked') blocker.proceed();
      }}
      texts={{ title: t('leave.title'), body: t('leave.body'), keepEditing: t('leave.stay'), confirm: t('leave.leave') }}
      testId="leave-unsaved"
    />
  );
}
