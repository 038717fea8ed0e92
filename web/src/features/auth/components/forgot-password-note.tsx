import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Wachtwoord vergeten?': the reset flow is the next issue, so for now it says honestly that
 * it is coming instead of pretending to send a mail.
 */
export function ForgotPasswordNote() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <div className="-mt-1 flex flex-col items-end gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((v) => !v)}
        className="rounded text-sm font-medium text-accent-soft-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
      >
        {t('login.forgotPassword')}
      </button>
      <p
        id={noteId}
        role="status"
        hidden={!open}
        className="flex w-full items-start gap-2 rounded-xl bg-default px-3 py-2 text-sm text-foreground"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('login.forgotPasswordSoon')}</span>
      </p>
    </div>
  );
}
