/**
 * What the benches that drive Chromium share: JSON answers of Playwright's request context with a
 * clear error, signing in through the API with the captcha read through the test hook
 * (TEST_HOOKS), as the browser tests do, and a CPU profile's heaviest functions.
 */
import path from 'node:path';
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

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Prints the heaviest functions of a CPU profile (Chromium's Profiler.stop) by self time: the samples' total per function, idle and "(program)" left out. */
export function printHeaviest(name: string, profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }, count = 10): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const top = [...self.entries()].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]);
  console.log(
    `  profile ${name}: ${top
      .slice(0, count)
      .map(([k, v]) => `${k} ${v.toFixed(1)} ms`)
      .join('; ')}`,
  );
}
