import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCodes } from '../../../common/errors';
import nlErrors from '../locales/nl/errors.json';
import { apiRequest, isApiError } from './api-client';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));
}

async function failure(): Promise<unknown> {
  return apiRequest('/api/x').then(
    () => null,
    (error: unknown) => error,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest errors', () => {
  it("keeps the server's code, fields and params", async () => {
    answer(429, { error: { code: 'RATE_LIMITED', message: 'x', fields: { email: 'RATE_LIMITED' }, params: { time: '10:00' } } });
    const error = await failure();
    expect(isApiError(error) && [error.status, error.code, error.fields, error.params]).toEqual([
      429,
      'RATE_LIMITED',
      { email: 'RATE_LIMITED' },
      { time: '10:00' },
    ]);
  });

  it('reads anything that is not a code-shaped answer as INTERNAL', async () => {
    for (const body of [
      { error: { code: '<img src=x>' } },
      { error: { code: 'lower_case' } },
      { error: { code: 42 } },
      { message: 'no error' },
      '<html>proxy</html>',
      '',
    ]) {
      answer(502, body);
      const error = await failure();
      expect(isApiError(error) && error.code).toBe('INTERNAL');
    }
  });

  it('accepts every code of the catalog, and the Dutch texts name them all', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z][A-Z0-9_]{1,63}$/);
    expect(Object.keys(nlErrors.codes).sort()).toEqual([...errorCodes].sort());
  });

  it('sends a file as it is, with its own type, and anything else as JSON', async () => {
    const sent: { type: string | null; body: unknown }[] = [];
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      sent.push({ type: (init.headers as Record<string, string>)['Content-Type'] ?? null, body: init.body });
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const file = new Blob(['png'], { type: 'image/png' });
    await apiRequest('/api/company/logo', { method: 'PUT', body: file });
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 } });
    expect(sent).toEqual([
      { type: 'image/png', body: file },
      { type: 'application/json', body: '{"a":1}' },
    ]);
  });
});
