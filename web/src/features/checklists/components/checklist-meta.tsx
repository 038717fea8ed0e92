import { Button } from '@heroui/react';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChecklistDetail } from '../../../../../common/schemas/checklists';
import { Avatar } from '../../../components/ui/avatar';
import { AvatarStack } from '../../../components/ui/avatar-stack';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { useChecklistTime } from '../hooks/use-checklist-time';
import { DeadlineText, TypeChip, useRefreshText } from './checklist-chips';

interface ChecklistMetaProps {
  detail: ChecklistDetail;
  now: Date;
  onShare: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="min-w-0 text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** The checklist's facts: account (a link to it), type, schedule and next reset, deadline, creator and who it is shared with. */
export function ChecklistMeta({ detail, now, onShare }: ChecklistMetaProps) {
  const { t } = useTranslation('checklists');
  const { t: tc } = useTranslation();
  const time = useChecklistTime();
  const refreshText = useRefreshText();
  const { checklist, shares } = detail;
  const account = checklist.adAccount;
  const creatorName = checklist.creator ? checklist.creator.name || checklist.creator.email : tc('unknownUser');
  const schedule = refreshText(checklist.refreshInterval, checklist.refreshSettings);
  const sharedNames = shares.map((s) => s.user.name || s.user.email).join(', ');

  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 rounded-xl bg-default/40 p-3 sm:grid-cols-2" data-testid="checklist-meta">
      {checklist.isTemplate ? null : (
        <Fact label={t('detail.account')}>
          {account ? (
            <Link
              to={`/accounts?${new URLSearchParams({ account: account.accountId, platform: account.platform }).toString()}`}
              className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded text-foreground underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
            >
              <PlatformIcon platform={account.platform} className="size-4" />
              <span className="min-w-0 truncate">{account.name}</span>
              <span className="shrink-0 text-xs text-muted tabular-nums">{account.accountId}</span>
            </Link>
          ) : (
            <span className="text-muted">{t('detail.noAccount')}</span>
          )}
        </Fact>
      )}
      <Fact label={t('detail.type')}>
        <TypeChip type={checklist.checklistType} />
      </Fact>
      {checklist.isTemplate ? null : (
        <>
          <Fact label={t('detail.schedule')}>
            <span className="flex flex-col">
              <span data-testid="checklist-schedule">{schedule ?? t('interval.never')}</span>
              {checklist.nextRefreshAt ? (
                <span className="text-xs text-muted">
                  <time dateTime={checklist.nextRefreshAt} title={time.long(checklist.nextRefreshAt)}>
                    {t('detail.nextRefresh', { date: time.short(checklist.nextRefreshAt) })}
                  </time>
                </span>
              ) : null}
            </span>
          </Fact>
          <Fact label={t('detail.deadline')}>
            {checklist.deadline ? (
              <DeadlineText deadline={checklist.deadline} now={now} isCompleted={checklist.isCompleted} />
            ) : (
              <span className="text-muted">{t('detail.noDeadline')}</span>
            )}
          </Fact>
        </>
      )}
      <Fact label={t('detail.creator')}>
        <span className="inline-flex min-w-0 items-center gap-1.5">
          {checklist.creator ? <Avatar person={checklist.creator} size="xs" decorative /> : null}
          <span className="min-w-0 truncate">{creatorName}</span>
        </span>
      </Fact>
      {checklist.isTemplate ? null : (
        <Fact label={t('detail.sharedWith')}>
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            {shares.length > 0 ? (
              <AvatarStack people={shares.map((s) => s.user)} label={sharedNames} max={4} />
            ) : (
              <span className="text-muted">{t('detail.notShared')}</span>
            )}
            {checklist.access.canManage ? (
              <Button size="sm" variant="tertiary" onPress={onShare} className="h-7 px-2" data-testid="share-button">
                <Users aria-hidden="true" className="size-3.5" />
                {t('actions.share')}
              </Button>
            ) : null}
          </span>
        </Fact>
      )}
    </dl>
  );
}
