import { useTranslation } from 'react-i18next';
import { Skeleton } from '@heroui/react';
import { LoadError } from '../../../components/ui/load-error';
import { useSecurityOverview } from '../api/get-security-overview';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-xl" />
        <Skeleton className="h-5 w-48 rounded-md" />
      </div>
      <Skeleton className="h-3.5 w-4/5 rounded-md" />
      <Skeleton className="h-9 w-32 rounded-full" />
    </div>
  );
}

/**
 * Beveiliging: two-factor sign-in, the password and the active sessions. Used by /settings and by
 * the client portal's settings tab.
 */
export function SecuritySection() {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation();
  const overview = useSecurityOverview();

  return (
    <div className="flex flex-col gap-6">
      {overview.isPending ? (
        <div role="status" aria-live="polite" className="flex flex-col gap-6">
          <span className="sr-only">{tc('loading')}</span>
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : null}
      {overview.isError ? (
        <LoadError message={t('overview.loadFailed')} error={overview.error} onRetry={() => void overview.refetch()} isRetrying={overview.isFetching} />
      ) : null}
      {overview.data ? (
        <>
          <TwoFactorCard overview={overview.data} />
          <PasswordCard hasPassword={overview.data.hasPassword} googleLinked={overview.data.googleLinked} />
        </>
      ) : null}
      <SessionsCard />
    </div>
  );
}
