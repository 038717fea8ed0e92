/** Kinds of the team's work the matrix asks about: ad accounts, notes, checklists (forms: targets/forms.ts). */
import { eq } from 'drizzle-orm';
import { checklistItems } from '../../../db/schema/index.js';
import { createAdAccount } from '../../factories.js';
import { postAs, sameCompany, type Target } from '../target.js';
import { teammateOf, type Person, type World } from '../world.js';

export const account: Target<{ id: string; platform: string; accountId: string }> = {
  name: 'ad account',
  ownership: 'company',
  make: async (w, owner) => createAdAccount(w.db, owner.company.id),
  ids: (t) => [t.id],
};

/** A note by the owner on a new account of their company. */
async function makeNote(w: World, owner: Person): Promise<{ id: string; accountId: string }> {
  const adAccountId = (await createAdAccount(w.db, owner.company.id)).id;
  const { note } = await postAs<{ note: { id: string } }>(w, owner, '/api/notes', { adAccountId, title: `Notitie van ${owner.label}` });
  return { id: note.id, accountId: adAccountId };
}

export const note: Target<{ id: string; accountId: string }> = {
  name: 'note',
  ownership: 'authored',
  make: (w, owner) => makeNote(w, owner),
  ids: (t) => [t.id],
};

export const noteComment: Target<{ noteId: string; commentId: string }> = {
  name: 'note comment',
  ownership: 'authored',
  async make(w, owner) {
    const { id } = await makeNote(w, owner);
    const { comment } = await postAs<{ comment: { id: string } }>(w, owner, `/api/notes/${id}/comments`, { content: 'Een reactie' });
    return { noteId: id, commentId: comment.id };
  },
  ids: (t) => [t.noteId, t.commentId],
};

/** An account with one note by its owner: a marketeer may delete it only when every note on it is theirs. */
export const accountWithNote: Target<{ id: string; noteId: string }> = {
  name: 'ad account with a note',
  ownership: 'authored',
  async make(w, owner) {
    const made = await makeNote(w, owner);
    return { id: made.accountId, noteId: made.id };
  },
  // Readable by the whole team (the default): only the note's maker makes the account "theirs".
  ids: (t) => [t.id, t.noteId],
};

/** A checklist nobody else is given: its maker and the company's admins see it. */
const checklistReaders = (owner: Person, viewer: Person) => owner.user.id === viewer.user.id || (sameCompany(owner, viewer) && viewer.role === 'admin');

/** A checklist with two items; `teammateId`: a colleague of its maker to share it with. */
async function makeChecklist(w: World, owner: Person): Promise<{ id: string; itemIds: string[]; teammateId: string }> {
  const { id } = await postAs<{ id: string }>(w, owner, '/api/checklists', { title: `Checklist van ${owner.label}`, items: ['Eerste taak', 'Tweede taak'] });
  const items = await w.db.select({ id: checklistItems.id }).from(checklistItems).where(eq(checklistItems.checklistId, id)).orderBy(checklistItems.order);
  return { id, itemIds: items.map((i) => i.id), teammateId: teammateOf(w, owner).user.id };
}

export const checklist: Target<{ id: string; itemIds: string[]; teammateId: string }> = {
  name: 'checklist',
  ownership: 'authored',
  make: makeChecklist,
  ids: (t) => [t.id, ...t.itemIds],
  readableBy: checklistReaders,
};

export const checklistComment: Target<{ id: string; commentId: string }> = {
  name: 'checklist comment',
  ownership: 'authored',
  async make(w, owner) {
    const { id } = await makeChecklist(w, owner);
    const { comment } = await postAs<{ comment: { id: string } }>(w, owner, `/api/checklists/${id}/comments`, { content: 'Een reactie' });
    return { id, commentId: comment.id };
  },
  ids: (t) => [t.id, t.commentId],
  readableBy: checklistReaders,
};

/** A checklist shared with the owner's teammate (who is never an actor, so no actor's view changes). */
export const sharedChecklist: Target<{ id: string; userId: string }> = {
  name: 'shared checklist',
  ownership: 'authored',
  async make(w, owner) {
    const { id, teammateId: userId } = await makeChecklist(w, owner);
    await postAs(w, owner, `/api/checklists/${id}/shares`, { userId });
    return { id, userId };
  },
  ids: (t) => [t.id],
  readableBy: checklistReaders,
};
