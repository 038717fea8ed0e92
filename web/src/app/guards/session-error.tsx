import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/load-error';
import type { Session } from '../../features/auth/hooks/use-session';

/** The session could not be read: say so and offer a retry; the user stays on this page. */
export function SessionError({ session }: { session: Session }) {
  const { t } = useTranslation('errors');
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md">
        <LoadError message={t('store.userFetchFailed')} error={session.error} onRetry={() => void session.refetch()} isRetrying={session.isRefetching} />
      </div>
    </main>
  );
}
