import { Eye, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Client, ClientActivity } from '../../../../../common/schemas/clients';
import { Avatar } from '../../../components/ui/avatar';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { useNow } from '../../../lib/use-now';
import { useTimeText } from '../../../lib/use-time-text';
import { useClientActivity } from '../api/get-client-activity';
import { activitySentence } from '../client-activity';
import { ClientSection } from './client-section';

/** One entry as a Dutch sentence with the actor's name and what it was about. */
function useActivityText() {
  const { t } = useTranslation('clients');
  return (activity: ClientActivity): string => {
    const sentence = activitySentence(activity);
    const actor = activity.actor ? activity.actor.name || activity.actor.email : t('timeline.someone');
    const fields = [
      ...sentence.fields.map((field) => t(`timeline.fields.${field}`)),
      ...sentence.contactFields.map((field) => t(`timeline.contactFields.${field}`)),
    ].join(', ');
    const key = (sentence.key === 'client_updated' || sentence.key === 'contact_updated') && fields ? (`${sentence.key}_fields` as const) : sentence.key;
    const variant = sentence.withActor ? key : (`${key}_noActor` as const);
    return t(`timeline.kinds.${variant}`, {
      actor,
      fields,
      contact: sentence.values.contact ?? t('timeline.unnamed'),
      account: sentence.values.account ?? t('timeline.unnamedAccount'),
    });
  };
}

/** Tijdlijn: what happened to the client, newest first, a page at a time; entries the client sees in the portal say so. */
export function ClientTimeline({ companyId, client }: { companyId: string; client: Client }) {
  const { t } = useTranslation('clients');
  const time = useTimeText();
  const now = useNow();
  const activity = useClientActivity(companyId, client.id);
  const text = useActivityText();
  const items = activity.data?.pages.flatMap((page) => page.activities) ?? [];

  return (
    <ClientSection id="client-timeline" icon={History} title={t('timeline.title')}>
      {activity.isPending ? <ListSkeleton rows={3} /> : null}
      {activity.isError && !activity.data ? (
        <LoadError message={t('timeline.loadFailed')} error={activity.error} onRetry={() => void activity.refetch()} isRetrying={activity.isFetching} />
      ) : null}
      {activity.data && items.length === 0 ? <p className="text-sm text-muted">{t('timeline.empty')}</p> : null}
      {items.length > 0 ? (
        <ol aria-label={t('timeline.label', { name: client.name })} className="flex flex-col">
          {items.map((item, index) => (
            <li key={item.id} className="relative flex gap-3 pb-4 last:pb-0" data-testid="client-activity" data-kind={item.kind}>
              {index < items.length - 1 ? <span aria-hidden="true" className="absolute top-7 bottom-0 left-3 w-px bg-border" /> : null}
              {item.actor ? (
                <Avatar person={item.actor} size="xs" decorative />
              ) : (
                <span aria-hidden="true" className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-default">
                  <History className="size-3.5 text-muted" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words text-foreground">{text(item)}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                  <time dateTime={item.createdAt} title={time.absolute(item.createdAt)}>
                    {time.relative(item.createdAt, now)}
                  </time>
                  {item.visibleToClient ? (
                    <span
                      className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 font-medium text-accent-soft-foreground"
                      data-testid="visible-to-client"
                    >
                      <Eye aria-hidden="true" className="size-3" />
                      {t('timeline.visibleToClient')}
                    </span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {activity.data ? (
        <LoadMoreFooter
          pages={activity}
          count={items.length}
          labels={{ loadMore: t('timeline.loadMore'), loadingMore: t('timeline.loadingMore'), end: t('timeline.end') }}
          className="pt-1"
        />
      ) : null}
    </ClientSection>
  );
}
