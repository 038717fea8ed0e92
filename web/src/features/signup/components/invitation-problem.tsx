import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';

interface InvitationProblemProps {
  title: string;
  body: string;
  /** Offered when asking again may help (a network error, a rate limit). */
  onRetry?: () => void;
}

/** /set-password when the link cannot be used: what is wrong and the way to /login. */
export function InvitationProblem({ title, body, onRetry }: InvitationProblemProps) {
  const { t } = useTranslation('signup');
  return (
    <section aria-labelledby="invitation-problem-title" className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <TriangleAlert aria-hidden="true" className="size-8 text-warning" />
      <h1 id="invitation-problem-title" className="text-2xl font-semibold text-foreground">
        {title}
      </h1>
      <p role="alert" className="text-muted">
        {body}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary', fullWidth: true })}>
            {t('setPassword.retry')}
          </button>
        ) : null}
        <Link to="/login" className={buttonClass({ fullWidth: true })}>
          {t('setPassword.toLogin')}
        </Link>
      </div>
    </section>
  );
}
