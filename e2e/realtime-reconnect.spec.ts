/**
 * The realtime connection's retry rules (spec section 4 and 9) against a server of its own, which
 * the test stops and starts again: the Dutch warning after more than 2 retries, the failure after
 * 5, and the recovery when the server is back — with what happened meanwhile fetched again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demo } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const origin = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-reconnect-${port}`;

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      TEST_HOOKS: 'true',
      SECRET_KEY: 'e2e-secret-key-of-at-least-32-characters',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Waited for as long as the start really takes (a fresh embedded database compiles, migrates and
  // seeds: 10 s on a quiet machine, more than 30 s beside two busy browsers); the test's own time
  // budget bounds it, and a server that exits fails at once.
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`server exited with ${child.exitCode ?? child.signalCode}`));
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return resolve(child);
      } catch {
        /* not listening yet */
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// Two server starts (each up to a minute on a loaded machine) and the retry rounds in between.
test.describe.configure({ timeout: 240_000 });

test('the reconnect warnings while the server is down, and the recovery when it returns', async ({ page }) => {
  rmSync(dataDir, { recursive: true, force: true });
  let server = await startServer();
  try {
    const captcha = await page.request.post(`${origin}/api/auth/captcha`, { data: { purpose: 'login' } });
    const { captchaId } = (await captcha.json()) as { captchaId: string };
    const { code } = (await (await page.request.get(`${origin}/api/test/captcha/${captchaId}`)).json()) as { code: string };
    const login = await page.request.post(`${origin}/api/auth/login`, {
      data: { email: demo.marketeer, password: demo.password, captchaId, captchaCode: code },
      headers: { origin },
    });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto(`${origin}/dashboard`);
    await expect(page.locator('[data-realtime-status="open"]')).toBeAttached();
    const badge = page.getByTestId('inbox-unread-badge');
    const before = Number((await badge.count()) > 0 ? await badge.textContent() : 0);

    await stopServer(server);
    await expect(page.getByText('Realtime verbinding problemen. Probeer 3/5...')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Realtime verbinding niet mogelijk na 5 pogingen.')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-realtime-status="failed"]')).toBeAttached();

    // Back again; a notification made before the browser reconnected is fetched after it did.
    server = await startServer();
    const made = await page.request.post(`${origin}/api/test/notifications`, {
      data: { recipientEmail: demo.marketeer, type: 'notitie', title: 'Gemist tijdens de storing' },
      headers: { origin },
    });
    expect(made.status(), await made.text()).toBe(201);
    await expect(page.locator('[data-realtime-status="open"]')).toBeAttached({ timeout: 15_000 });
    await expect(badge).toHaveText(String(before + 1));
    await page.getByTestId('inbox-toggle').click();
    await expect(page.getByTestId('notification-item').filter({ hasText: 'Gemist tijdens de storing' })).toBeVisible();

    // And it is live again.
    await page.request.post(`${origin}/api/test/notifications`, {
      data: { recipientEmail: demo.marketeer, type: 'notitie', title: 'Weer live' },
      headers: { origin },
    });
    await expect(page.getByTestId('notification-item').filter({ hasText: 'Weer live' })).toBeVisible();
    await expect(badge).toHaveText(String(before + 2));
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
