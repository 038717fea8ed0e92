import { CheckCircle2, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Note } from '../../../../../common/schemas/notes';
import type { Client } from '../../../../../common/schemas/clients';
import { buttonClass } from '../../../components/ui/button-class';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { useNow } from '../../../lib/use-now';
import { useTimeText } from '../../../lib/use-time-text';
import { clientNotesShown, useClientNotes } from '../api/get-client-notes';
import { ClientSection } from './client-section';

/** A note's conversation on its account's page (as the inbox links to it). */
function noteHref(note: Note): string {
  const search = new URLSearchParams({ account: note.adAccount.accountId, platform: note.adAccount.platform, view: 'conversation', note: note.id });
  return `/accounts?${search.toString()}`;
}

/** Notities: the client's newest notes (at most 10), each a link to its conversation, and a link to all notes. */
export function ClientNotes({ companyId, client }: { companyId: string; client: Client }) {
  const { t } = useTranslation('clients');
  const time = useTimeText();
  const now = useNow();
  const notes = useClientNotes(companyId, client.id);
  const list = notes.data?.notes ?? [];
  const more = Boolean(notes.data?.nextCursor);

  return (
    <ClientSection
      id="client-notes"
      icon={MessageSquareText}
      title={t('notes.title')}
      action={
        <Link to={`/accounts?tab=notes&client=${encodeURIComponent(client.name)}`} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          {t('notes.all')}
        </Link>
      }
    >
      {notes.isPending ? <ListSkeleton rows={2} /> : null}
      {notes.isError && !notes.data ? (
        <LoadError message={t('notes.loadFailed')} error={notes.error} onRetry={() => void notes.refetch()} isRetrying={notes.isFetching} />
      ) : null}
      {notes.data && list.length === 0 ? <p className="text-sm text-muted">{t('notes.empty')}</p> : null}
      {list.length > 0 ? (
        <ul aria-label={t('notes.label', { name: client.name })} className="flex flex-col divide-y divide-border">
          {list.slice(0, clientNotesShown).map((note) => (
            <li key={note.id} className="relative flex items-start gap-3 py-2.5 first:pt-0 last:pb-0" data-testid="client-note">
              <PlatformIcon platform={note.adAccount.platform} className="mt-0.5 size-5" />
              <div className="min-w-0 flex-1">
                <Link to={noteHref(note)} className="font-medium break-words text-foreground underline-offset-2 hover:underline">
                  {note.title}
                </Link>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
                  <span className="break-words">{note.adAccount.name}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={note.activityAt} title={time.absolute(note.activityAt)}>
                    {t('notes.lastActivity', { time: time.relativeInSentence(note.activityAt, now) })}
                  </time>
                  {note.commentCount > 0 ? (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>{t('notes.replies', { count: note.commentCount })}</span>
                    </>
                  ) : null}
                  {note.resolvedAt ? (
                    <span className="inline-flex items-center gap-1 text-success">
                      <CheckCircle2 aria-hidden="true" className="size-3.5" />
                      {t('notes.resolved')}
                    </span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {more ? <p className="text-xs text-muted">{t('notes.moreHint', { count: clientNotesShown })}</p> : null}
    </ClientSection>
  );
}
