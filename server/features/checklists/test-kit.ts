/** Helpers for the checklists' tests: the HTTP calls as one signed-in user, and an actor for service calls. */
import type { FastifyInstance } from 'fastify';
import type { CreateChecklistRequest } from '../../../common/schemas/checklists.js';
import type { TestUser } from '../../test/factories.js';
import type { ChecklistActor } from './policy.js';

export function checklistsOf(app: FastifyInstance, token: string) {
  const cookies = { sid: token };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/checklists${url}`, cookies, ...(payload ? { payload } : {}) });
  return {
    list: (query = '') => call('GET', query),
    templates: () => call('GET', '/templates'),
    get: (id: string) => call('GET', `/${id}`),
    create: (payload: CreateChecklistRequest | object) => call('POST', '', payload),
    /** Creates and answers the new id (the test fails on anything but 201). */
    async make(payload: CreateChecklistRequest): Promise<string> {
      const res = await call('POST', '', payload);
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return res.json().id as string;
    },
    update: (id: string, payload: object) => call('PATCH', `/${id}`, payload),
    remove: (id: string) => call('DELETE', `/${id}`),
    copy: (id: string) => call('POST', `/${id}/copy`),
    saveAsTemplate: (id: string) => call('POST', `/${id}/template`),
    addItem: (id: string, content: string) => call('POST', `/${id}/items`, { content }),
    updateItem: (id: string, itemId: string, payload: object) => call('PATCH', `/${id}/items/${itemId}`, payload),
    tick: (id: string, itemId: string, isCompleted = true) => call('PATCH', `/${id}/items/${itemId}`, { isCompleted }),
    removeItem: (id: string, itemId: string) => call('DELETE', `/${id}/items/${itemId}`),
    reorder: (id: string, itemIds: string[]) => call('PUT', `/${id}/items/order`, { itemIds }),
    comment: (id: string, content: string) => call('POST', `/${id}/comments`, { content }),
    removeComment: (id: string, commentId: string) => call('DELETE', `/${id}/comments/${commentId}`),
    share: (id: string, payload: object) => call('POST', `/${id}/shares`, payload),
    updateShare: (id: string, userId: string, payload: object) => call('PATCH', `/${id}/shares/${userId}`, payload),
    unshare: (id: string, userId: string) => call('DELETE', `/${id}/shares/${userId}`),
  };
}

/** The actor a route would build for `user` in their primary company (for calling services directly). */
export function actorFor(user: TestUser, role: ChecklistActor['role'] = 'marketeer'): ChecklistActor {
  const companyId = user.company.id;
  return {
    actor: {
      userId: user.user.id,
      sessionId: 'test',
      activeCompanyId: companyId,
      memberRole: role,
      memberships: [{ companyId, companyName: user.company.name, role }],
    },
    companyId,
    role,
  };
}
