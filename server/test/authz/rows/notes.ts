/**
 * Matrix rows of notes (/api/notes/*): the team reads, comments and assigns on every note of its
 * company; editing and deleting a note or a comment is for its maker and the admins.
 */
import { makerOrAdmin, refused, teamCreateNaming, teamObject, teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { account, note, noteComment } from '../targets/work.js';

export const noteRows: RouteTable = {
  'GET /api/notes': row({ expect: teamOnly(200) }),
  'GET /api/notes/:id': row({ target: note, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  // The id swap is in the body: another company's account is as unknown as a missing one.
  'POST /api/notes': row({
    target: account,
    request: ({ t }) => ({ body: { adAccountId: t.id, title: 'Nieuwe notitie' } }),
    expect: teamCreateNaming(201, refused(400, 'NOTE_ACCOUNT_REQUIRED')),
  }),
  'PATCH /api/notes/:id': row({
    target: note,
    request: ({ t }) => ({ params: { id: t.id }, body: { title: 'Bijgewerkt' } }),
    expect: makerOrAdmin(200),
  }),
  'DELETE /api/notes/:id': row({ target: note, fresh: true, request: ({ t }) => ({ params: { id: t.id } }), expect: makerOrAdmin(204) }),
  'PUT /api/notes/:id/assignments': row({
    target: note,
    request: ({ t }) => ({ params: { id: t.id }, body: { userIds: [] } }),
    expect: teamObject(200),
  }),
  'POST /api/notes/:id/comments': row({
    target: note,
    request: ({ t }) => ({ params: { id: t.id }, body: { content: 'Mee eens' } }),
    expect: teamObject(201),
  }),
  // Only the author rewrites their words: an admin on a colleague's reply is refused too.
  'PATCH /api/notes/:id/comments/:commentId': row({
    target: noteComment,
    request: ({ t }) => ({ params: { id: t.noteId, commentId: t.commentId }, body: { content: 'Aangepast' } }),
    expect: { ...makerOrAdmin(200), admin: { own: 200, colleague: 403, foreign: 404 } },
  }),
  'PUT /api/notes/:id/resolved': row({
    target: note,
    request: ({ t }) => ({ params: { id: t.id }, body: { resolved: true } }),
    expect: makerOrAdmin(200),
  }),
  'GET /api/notes/:id/mentionable': row({ target: note, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'DELETE /api/notes/:id/comments/:commentId': row({
    target: noteComment,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.noteId, commentId: t.commentId } }),
    expect: makerOrAdmin(204),
  }),
};
