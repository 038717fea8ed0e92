import { CircleDot, Megaphone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientListItem } from '../../../../../common/schemas/clients';
import { AvatarStack } from '../../../components/ui/avatar-stack';
import { useTimeText } from '../../../lib/use-time-text';
import { clientHref } from '../clients-view';
import { ClientBadge } from './client-badge';
import { ClientStatusChip } from './client-status-chip';

/**
 * One client in the list: the name is the link to its page and the whole card answers a click.
 * Badge, name, status, account managers, counts and the last activity; stacked, so it reads the
 * same at 375 px as on a wide screen. An archived client is dimmed and says so.
 */
export function ClientRow({ client, now }: { client: ClientListItem; now: Date }) {
  const { t } = useTranslation('clients');
  const time = useTimeText();
  const archived = client.status === 'archived';
  const managerNames = client.managers.map((m) => m.name || m.email).join(', ');

  return (
    <li
      data-testid="client-row"
      data-id={client.id}
      data-status={client.status}
      className={`relative rounded-xl border border-border p-3 transition-colors focus-within:ring-2 focus-within:ring-focus hover:bg-default/40 sm:p-4 ${
        archived ? 'border-dashed bg-surface/60' : 'bg-surface'
      }`}
    >
      <div className="flex items-start gap-3">
        <ClientBadge client={client} className={archived ? 'opacity-60 grayscale' : ''} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={clientHref(client.id)}
              className={`font-medium break-words outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] ${archived ? 'text-muted' : 'text-foreground'}`}
            >
              {client.name}
            </Link>
            <ClientStatusChip status={client.status} />
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-muted">
            {client.managers.length > 0 ? (
              <AvatarStack people={client.managers} label={t('list.managers', { names: managerNames })} />
            ) : (
              <span>{t('list.noManagers')}</span>
            )}
            <span className="inline-flex items-center gap-1">
              <Megaphone aria-hidden="true" className="size-3.5" />
              {t('list.accounts', { count: client.accountCount })}
            </span>
            <span className="inline-flex items-center gap-1">
              <UserRound aria-hidden="true" className="size-3.5" />
              {t('list.contacts', { count: client.contactCount })}
            </span>
            <span className={`inline-flex items-center gap-1 ${client.openItemCount > 0 ? 'font-medium text-foreground' : ''}`} data-testid="open-items">
              <CircleDot aria-hidden="true" className="size-3.5" />
              {t('list.openItems', { count: client.openItemCount })}
            </span>
            <time dateTime={client.lastActivityAt} title={time.absolute(client.lastActivityAt)}>
              {t('list.lastActivity', { time: time.relativeInSentence(client.lastActivityAt, now) })}
            </time>
          </div>
        </div>
      </div>
    </li>
  );
}
