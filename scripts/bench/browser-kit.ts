/**
 * What the benches that drive Chromium share: JSON answers of Playwright's request context with a
 * clear error, and signing in through the API with the captcha read through the test hook
 * (TEST_HOOKS), as the browser tests do.
 */
import type { APIRequestContext } from '@playwright/test';

export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

export async function signIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  const { captchaId } = await json<{ captchaId: string }>(await request.post('/api/auth/captcha', { data: { purpose: 'login' } }), 'captcha');
  const { code } = await json<{ code: string }>(await request.get(`/api/test/captcha/${captchaId}`), 'captcha code');
  await json(await request.post('/api/auth/login', { data: { email, password, captchaId, captchaCode: code } }), 'login');
}
