import { useTranslation } from 'react-i18next';
import type { PortalActivity } from '../../../../../common/schemas/clients';
import { useTimeText } from '../../../lib/use-time-text';
import { portalActivitySentence } from '../portal-activity';

interface RecentActivityProps {
  activity: PortalActivity[];
  clientName: string;
  now: Date;
}

/** "Recente activiteit": what the agency did for the client that the client may see, newest first. */
export function RecentActivity({ activity, clientName, now }: RecentActivityProps) {
  const { t } = useTranslation('portal');
  const time = useTimeText();
  if (activity.length === 0) return <p className="text-sm text-muted">{t('overview.activityEmpty', { client: clientName })}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {activity.map((entry) => {
        const sentence = portalActivitySentence(entry);
        const values = {
          actor: t('activity.someone'),
          ...(sentence.missing.includes('contact') ? { contact: t('activity.aContact') } : {}),
          ...(sentence.missing.includes('account') ? { account: t('activity.anAccount') } : {}),
          ...sentence.values,
        };
        return (
          <li key={entry.id} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-(--portal-accent)" />
            <div className="min-w-0">
              <p className="text-sm break-words text-foreground">
                {/* The key is one of activity.kinds (portalActivitySentence names known kinds only). */}
                {t(`activity.kinds.${sentence.key}` as 'activity.kinds.unknown', values)}
              </p>
              <time dateTime={entry.createdAt} title={time.absolute(entry.createdAt)} className="text-xs text-muted">
                {time.relative(entry.createdAt, now)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
