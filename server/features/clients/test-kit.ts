/** Calls of the clients API for tests (issue 19): each answers the JSON after checking the status. */
import { expect } from 'vitest';
import type {
  Client,
  ClientContact,
  ClientDetailResponse,
  ClientListResponse,
  CreateClientRequest,
  CreateContactRequest,
} from '../../../common/schemas/clients.js';
import type { TestApp } from '../../test/test-app.js';

type App = Pick<TestApp, 'app'>;

export function clientsOf(t: App, sid: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, cookies: { sid }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    async create(body: CreateClientRequest): Promise<Client> {
      const res = await call('POST', '/api/clients', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ client: Client }>().client;
    },
    async list(query = ''): Promise<ClientListResponse> {
      const res = await call('GET', `/api/clients${query ? `?${query}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ClientListResponse>();
    },
    async detail(id: string): Promise<ClientDetailResponse> {
      const res = await call('GET', `/api/clients/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ClientDetailResponse>();
    },
    async addContact(clientId: string, body: CreateContactRequest): Promise<ClientContact> {
      const res = await call('POST', `/api/clients/${clientId}/contacts`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ contact: ClientContact }>().contact;
    },
    async invite(clientId: string, contactId: string): Promise<ClientContact> {
      const res = await call('POST', `/api/clients/${clientId}/contacts/${contactId}/invite`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ contact: ClientContact }>().contact;
    },
    async link(clientId: string, accountId: string): Promise<void> {
      const res = await call('PUT', `/api/clients/${clientId}/accounts/${accountId}`);
      expect(res.statusCode, res.body).toBe(204);
    },
  };
}
