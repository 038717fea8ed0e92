import { Button } from '@heroui/react';
import { MessageSquareText, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { NoteListFilter, NoteViewer } from '../../../../../common/rules/note-live';
import type { Note } from '../../../../../common/schemas/notes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useErrorText } from '../../../lib/use-error-text';
import { useNow } from '../../../lib/use-now';
import { useCompanyMembers } from '../../company/api/get-members';
import { useDeleteNote } from '../api/delete-note';
import { useNoteList } from '../api/get-notes';
import { useLiveNotes } from '../hooks/use-live-notes';
import { activeNoteFilterCount, type NoteAccount, noNoteFilters, type NotesFilterState } from '../note-account';
import { NoteConversation } from './note-conversation';
import { NoteFilters } from './note-filters';
import { NoteFormDialog } from './note-form-dialog';
import { NoteList } from './note-list';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { useNewParam } from '../../../lib/use-new-param';

interface NotesPanelProps {
  companyId: string | null;
  viewerId: string;
  /** The company's ad accounts (the picker, the account filter, and which notes a live insert may add). */
  accounts: readonly NoteAccount[];
  /** Inside an account: only its notes, and new notes are for it. */
  account?: NoteAccount;
  /** Bring the panel into view and focus it (the inbox's `view=conversation`). */
  focus?: boolean;
}

/** The open note is the `note` query parameter, so a reload or a shared link opens it again. */
const noteParam = 'note';

type Editing = { mode: 'create' } | { mode: 'edit'; note: Note } | null;

/**
 * Notes and their conversations: search, Alle / Mijn notities / Aan mij toegewezen, client and
 * (outside an account) account filters; the list beside the open conversation on wide screens,
 * one after the other on small ones. Live through the company channel; no polling.
 */
export function NotesPanel({ companyId, viewerId, accounts, account, focus = false }: NotesPanelProps) {
  const { t, ready } = useTranslation('notes');
  const errorText = useErrorText();
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(noteParam);
  // ?client= (a client's page links here with its name) starts the list filtered on that client.
  const [filters, setFilters] = useState<NotesFilterState>(() => ({ ...noNoteFilters, client: searchParams.get('client')?.trim() || null }));
  const q = useDebouncedValue(filters.search.trim(), 300);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<Note | null>(null);
  const [shownDelete, setShownDelete] = useState<Note | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const accountIds = useMemo(() => new Set(accounts.map((a) => a.id)), [accounts]);
  const viewer: NoteViewer = useMemo(() => ({ userId: viewerId, companyAccountIds: accountIds }), [viewerId, accountIds]);
  const members = useCompanyMembers({ companyId, enabled: companyId !== null });
  const colleagues = useMemo(() => (members.data ?? []).filter((m) => m.role !== 'client'), [members.data]);

  const marketeerId = useMarketeerFilter((s) => s.selectedMarketeerId);
  const listFilter: NoteListFilter = {
    filter: filters.filter,
    ...(account ? { account: account.id } : filters.account ? { account: filters.account } : {}),
    ...(filters.client ? { client: filters.client } : {}),
    ...(q ? { q } : {}),
    // The sidebar's marketeer selector: only the notes assigned to that colleague.
    ...(marketeerId ? { assignee: marketeerId } : {}),
  };
  const list = useNoteList(listFilter, companyId);
  const notes = useMemo(() => list.data?.pages.flatMap((page) => page.notes) ?? [], [list.data]);
  const remove = useDeleteNote(viewer);

  const clients = useMemo(() => {
    const names = new Map<string, string>();
    for (const name of [...accounts.map((a) => a.clientName), ...notes.map((n) => n.clientName)]) {
      const trimmed = name?.trim();
      if (trimmed && !names.has(trimmed.toLocaleLowerCase('nl'))) names.set(trimmed.toLocaleLowerCase('nl'), trimmed);
    }
    return [...names.values()].sort((a, b) => a.localeCompare(b, 'nl'));
  }, [accounts, notes]);

  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(window.location.search);
    if (id) next.set(noteParam, id);
    else next.delete(noteParam);
    setSearchParams(next, { replace: id === null });
  };

  useLiveNotes(companyId, viewer, (id) => {
    const ownDelete = remove.isPending && remove.variables === id;
    if (id === new URLSearchParams(window.location.search).get(noteParam) && !ownDelete) {
      setOpen(null);
      toast.info(t('delete.gone'));
    }
  });

  // The inbox's "open the conversation": scroll to the notes and put focus on their heading.
  useEffect(() => {
    if (!focus || !ready) return;
    // With a note named (`note=<id>`), its conversation brings itself into view and takes focus.
    if (new URLSearchParams(window.location.search).get(noteParam)) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focus, ready]);

  // `new=note` (the command palette's "Nieuwe notitie") opens the create dialog once.
  useNewParam('note', searchParams, setSearchParams, ready, () => setEditing((open) => open ?? { mode: 'create' }));

  if (!ready) return <ListSkeleton rows={3} />;

  const backToList = () => {
    const id = openId;
    setOpen(null);
    if (id) window.requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-note-id="${CSS.escape(id)}"] button`)?.focus());
  };

  const confirmDelete = () => {
    const note = confirmingDelete;
    if (!note) return;
    remove.mutate(note.id, {
      onSuccess: () => {
        toast.success(t('delete.done'), { description: note.title });
        if (new URLSearchParams(window.location.search).get(noteParam) === note.id) setOpen(null);
      },
      onError: (error) => toast.danger(t('delete.failed'), { description: errorText(error) }),
      onSettled: () => setConfirmingDelete(null),
    });
  };

  return (
    <section
      ref={sectionRef}
      id="notes"
      aria-labelledby="notes-heading"
      data-testid="notes-panel"
      className={`flex scroll-mt-6 flex-col gap-4 ${account ? 'rounded-2xl bg-surface p-4 shadow-sm sm:p-6' : ''}`}
    >
      <div className={`flex-wrap items-center justify-between gap-3 ${openId ? 'hidden md:flex' : 'flex'}`}>
        <div className="flex min-w-0 items-center gap-2">
          <MessageSquareText aria-hidden="true" className={`size-5 text-muted ${account ? '' : 'hidden'}`} />
          <h2 id="notes-heading" ref={headingRef} tabIndex={-1} className={`text-lg font-semibold text-foreground outline-none ${account ? '' : 'sr-only'}`}>
            {account ? t('panel.titleForAccount') : t('panel.title')}
          </h2>
          {account ? null : <p className="text-sm text-muted">{t('panel.intro')}</p>}
        </div>
        <Button
          variant={account ? 'secondary' : 'primary'}
          size={account ? 'sm' : 'md'}
          onPress={() => setEditing({ mode: 'create' })}
          data-testid="add-note-button"
        >
          <Plus aria-hidden="true" />
          {t('add.button')}
        </Button>
      </div>
      {/* On a small screen an open note has the room to itself. */}
      <div className={openId ? 'hidden md:block' : ''}>
        <NoteFilters state={filters} onChange={setFilters} clients={clients} accounts={account ? null : accounts} />
      </div>
      {/* From 768 px the open conversation sits beside the list; below, it takes the screen (NoteConversation). */}
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={openId ? 'hidden md:block' : ''} data-testid="notes-list">
          <NoteList
            list={list}
            notes={notes}
            isFiltered={activeNoteFilterCount(filters) > 0 || marketeerId !== null}
            openId={openId}
            showAccount={!account}
            now={now}
            onOpen={(note) => setOpen(note.id)}
          />
        </div>
        {openId ? (
          <NoteConversation
            key={openId}
            noteId={openId}
            viewer={viewer}
            colleagues={colleagues}
            now={now}
            showAccount={!account}
            onBack={backToList}
            onEdit={(note) => setEditing({ mode: 'edit', note })}
            onDelete={(note) => {
              setConfirmingDelete(note);
              setShownDelete(note);
            }}
          />
        ) : (
          <p className="hidden items-center justify-center rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted md:flex">
            {notes.length > 0 ? t('panel.choose') : t('panel.start')}
          </p>
        )}
      </div>
      {editing?.mode === 'create' ? (
        <NoteFormDialog
          mode="create"
          accounts={accounts}
          fixedAccount={account ?? null}
          viewer={viewer}
          companyId={companyId}
          colleagues={colleagues}
          onClose={() => setEditing(null)}
          onSaved={(note) => {
            setEditing(null);
            toast.success(t('add.done'), { description: note.title });
            setOpen(note.id);
          }}
        />
      ) : null}
      {editing?.mode === 'edit' ? (
        <NoteFormDialog
          mode="edit"
          note={editing.note}
          viewer={viewer}
          companyId={companyId}
          colleagues={colleagues}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success(t('edit.done'));
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmingDelete !== null}
        onCancel={() => setConfirmingDelete(null)}
        onConfirm={confirmDelete}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.busy')}
        isBusy={remove.isPending}
      >
        <p>{t('delete.body', { title: shownDelete?.title ?? '', count: shownDelete?.commentCount ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  );
}
