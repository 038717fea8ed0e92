/** The accounts API as one signed-in user sees it (tests). */
import type { FastifyInstance } from 'fastify';

export function accountsOf(app: FastifyInstance, token: string) {
  const cookies = { sid: token };
  return {
    list: (query = '') => app.inject({ method: 'GET', url: `/api/accounts${query}`, cookies }),
    detail: (platform: string, accountId: string) => app.inject({ method: 'GET', url: `/api/accounts/${platform}/${accountId}`, cookies }),
    create: (payload: object) => app.inject({ method: 'POST', url: '/api/accounts', cookies, payload }),
    update: (id: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/accounts/${id}`, cookies, payload }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `/api/accounts/${id}`, cookies }),
    assign: (id: string, userIds: string[]) => app.inject({ method: 'PUT', url: `/api/accounts/${id}/assignees`, cookies, payload: { userIds } }),
    sync: (force = false) => app.inject({ method: 'POST', url: '/api/accounts/sync', cookies, payload: { force } }),
  };
}
