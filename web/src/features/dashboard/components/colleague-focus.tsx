/** `?colleague=<userId>` (a team_update notification): that colleague, marked at the top of the dashboard. */
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useCompanyMembers } from '../../company/api/get-members';
import type { FocusProps } from './dashboard-focus';
import { FocusCard, FocusGone } from './focus-card';

export default function ColleagueFocus({ id, companyId, onClose }: FocusProps) {
  const { t } = useTranslation('screens');
  const { t: tc } = useTranslation();
  const members = useCompanyMembers({ companyId, enabled: true });
  const colleague = members.data?.find((m) => m.id === id);
  let body;
  if (members.isPending) body = <ListSkeleton rows={1} />;
  else if (members.isError)
    body = <LoadError message={t('dashboard.focus.loadFailed')} error={members.error} onRetry={() => void members.refetch()} isRetrying={members.isFetching} />;
  else if (!colleague) body = <FocusGone text={t('dashboard.focus.colleagueGone')} />;
  else
    body = (
      <div className="flex items-center gap-3">
        <Avatar person={colleague} size="md" decorative />
        <div className="min-w-0">
          <p className="truncate font-semibold text-foreground" data-testid="dashboard-colleague-name">
            {colleague.name || colleague.email}
          </p>
          <p className="truncate text-sm">
            {tc(`roles.${colleague.role}`)} · {colleague.email}
          </p>
        </div>
      </div>
    );
  return (
    <FocusCard label={t('dashboard.focus.colleague')} onClose={onClose} testId="dashboard-colleague">
      {body}
    </FocusCard>
  );
}
