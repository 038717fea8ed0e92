/**
 * Matrix rows of checklists (/api/checklists/*). A checklist nobody is given is seen by its maker
 * and the company's admins only: to a colleague it does not exist (404), like another company's.
 */
import { refused, teamCreateNaming, teamObject, teamOnly, type Expectations, type Outcome } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { account, checklist, checklistComment, sharedChecklist } from '../targets/work.js';

/** The maker and the admins; a colleague who was not given it gets 404. */
const makerAndAdminsSee = (outcome: Outcome): Expectations => ({ ...teamObject(outcome), marketeer: { own: outcome, colleague: 404, foreign: 404 } });

export const checklistRows: RouteTable = {
  'GET /api/checklists': row({ expect: teamOnly(200) }),
  'GET /api/checklists/templates': row({ expect: teamOnly(200) }),
  'GET /api/checklists/:id': row({ target: checklist, request: ({ t }) => ({ params: { id: t.id } }), expect: makerAndAdminsSee(200) }),
  // The id swap is in the body: another company's account is refused as unknown.
  'POST /api/checklists': row({
    target: account,
    request: ({ t }) => ({ body: { title: 'Nieuwe checklist', adAccountId: t.id } }),
    expect: teamCreateNaming(201, refused(400, 'CHECKLIST_ACCOUNT_UNKNOWN')),
  }),
  'PATCH /api/checklists/:id': row({
    target: checklist,
    request: ({ t }) => ({ params: { id: t.id }, body: { title: 'Bijgewerkt' } }),
    expect: makerAndAdminsSee(200),
  }),
  'DELETE /api/checklists/:id': row({ target: checklist, fresh: true, request: ({ t }) => ({ params: { id: t.id } }), expect: makerAndAdminsSee(204) }),
  'POST /api/checklists/:id/copy': row({ target: checklist, request: ({ t }) => ({ params: { id: t.id } }), expect: makerAndAdminsSee(201) }),
  'POST /api/checklists/:id/template': row({ target: checklist, request: ({ t }) => ({ params: { id: t.id } }), expect: makerAndAdminsSee(201) }),
  'POST /api/checklists/:id/items': row({
    target: checklist,
    request: ({ t }) => ({ params: { id: t.id }, body: { content: 'Nog een taak' } }),
    expect: makerAndAdminsSee(201),
  }),
  'PUT /api/checklists/:id/items/order': row({
    target: checklist,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, body: { itemIds: [...t.itemIds].reverse() } }),
    expect: makerAndAdminsSee(200),
  }),
  'PATCH /api/checklists/:id/items/:itemId': row({
    target: checklist,
    request: ({ t }) => ({ params: { id: t.id, itemId: t.itemIds[0]! }, body: { isCompleted: true } }),
    expect: makerAndAdminsSee(200),
  }),
  'DELETE /api/checklists/:id/items/:itemId': row({
    target: checklist,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, itemId: t.itemIds[0]! } }),
    expect: makerAndAdminsSee(204),
  }),
  'POST /api/checklists/:id/comments': row({
    target: checklist,
    request: ({ t }) => ({ params: { id: t.id }, body: { content: 'Gedaan' } }),
    expect: makerAndAdminsSee(201),
  }),
  // Only the author rewrites their words: an admin on a colleague's comment is refused too.
  'PATCH /api/checklists/:id/comments/:commentId': row({
    target: checklistComment,
    request: ({ t }) => ({ params: { id: t.id, commentId: t.commentId }, body: { content: 'Aangepast' } }),
    expect: { ...makerAndAdminsSee(200), admin: { own: 200, colleague: 403, foreign: 404 } },
  }),
  'GET /api/checklists/:id/mentionable': row({ target: checklist, request: ({ t }) => ({ params: { id: t.id } }), expect: makerAndAdminsSee(200) }),
  'DELETE /api/checklists/:id/comments/:commentId': row({
    target: checklistComment,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, commentId: t.commentId } }),
    expect: makerAndAdminsSee(204),
  }),
  'POST /api/checklists/:id/shares': row({
    target: checklist,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, body: { userId: t.teammateId } }),
    expect: makerAndAdminsSee(201),
  }),
  'PATCH /api/checklists/:id/shares/:userId': row({
    target: sharedChecklist,
    request: ({ t }) => ({ params: { id: t.id, userId: t.userId }, body: { canEdit: false } }),
    expect: makerAndAdminsSee(200),
  }),
  'DELETE /api/checklists/:id/shares/:userId': row({
    target: sharedChecklist,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, userId: t.userId } }),
    expect: makerAndAdminsSee(204),
  }),
};
