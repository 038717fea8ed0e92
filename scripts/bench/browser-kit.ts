/**
 * What the benches that drive Chromium share: Chromium launched alike, JSON answers of
 * Playwright's request context with a clear error, signing in through the API with the captcha
 * read through the test hook (TEST_HOOKS), as the browser tests do, an interaction timed in the
 * page (its input event → the frame that shows its result), a CPU profile of a step and its
 * heaviest functions, and the median and worst of a set of times.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, type CDPSession, chromium, type Page } from '@playwright/test';

/** Chromium as the screen benches run it (CHROMIUM_PATH or the system's), without background work of its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

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

/** The median (the upper one of an even count) and the largest of some times. */
export function medianAndWorst(values: readonly number[]): { median: number; worst: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, worst: sorted.at(-1) ?? Number.NaN };
}

/**
 * Runs `work` under Chromium's sampling profiler when `file` is given: writes the profile there
 * (open it in DevTools' Performance panel) and prints its heaviest functions as `name`.
 */
export async function profiled<T>(cdp: CDPSession | null, file: string | null, name: string, work: () => Promise<T>): Promise<T> {
  if (!cdp || !file) return work();
  await cdp.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    printHeaviest(name, profile);
  }
}

// ---------------------------------------------------------------------------------------------
// An interaction timed in the page. The functions below that take no Playwright object are
// serialized by Playwright and run in Chromium; the types describe the little of the DOM they use
// (this project's Node tsconfig has no DOM library).

/**
 * The state an interaction ends in, checked once per frame; only elements shown count
 * (checkVisibility): the number of matches of `selector` (default at least 1), the first match's
 * attribute `changed` differing from its value when the interaction was armed (e.g. the style a
 * zoom changes), or the focus on an element matching `focused`.
 */
export type FrameCondition = { selector: string; atLeast?: number; exactly?: number } | { selector: string; changed: string } | { focused: string };

export interface Span {
  start: number;
  duration: number;
}

export interface InteractionTiming {
  /** The input event's timestamp → the start of the frame after the first frame that showed the end state (ms): about when that frame is on screen. */
  ms: number;
  /** The input event's timestamp → the task right after the frame that showed it (its main-thread work done), ms. */
  mainThreadMs: number;
  /** The Event Timing API's duration of that event (→ the next frame presented, in steps of 8 ms); null under 16 ms, or for events it does not time (wheel, pointermove). */
  eventTimingMs: number | null;
  /** Long tasks from just before the action until `settleMs` after the end state. */
  longTasks: Span[];
}

interface ProbeElement {
  querySelectorAll(selector: string): ArrayLike<ProbeElement>;
  getAttribute(name: string): string | null;
  checkVisibility(): boolean;
  matches(selector: string): boolean;
}
interface ProbeEntry {
  name: string;
  startTime: number;
  duration: number;
}
interface ProbeApi {
  arm(label: string, eventType: string, conditions: FrameCondition[]): void;
  result(label: string, settleMs: number): Promise<InteractionTiming>;
  count(selector: string): number;
  /** Resolves once no long task ran for `ms` (or after `limitMs`). */
  calm(ms: number, limitMs: number): Promise<void>;
}
interface ProbeGlobals {
  document: ProbeElement & {
    activeElement: ProbeElement | null;
    addEventListener(type: string, listener: (event: { timeStamp: number }) => void, capture: boolean): void;
    removeEventListener(type: string, listener: (event: { timeStamp: number }) => void, capture: boolean): void;
  };
  requestAnimationFrame(callback: (frameTime: number) => void): number;
  PerformanceObserver: new (callback: (list: { getEntries(): ProbeEntry[] }) => void) => {
    observe(options: { type: string; buffered?: boolean; durationThreshold?: number }): void;
  };
  __interactions?: ProbeApi;
}

/** Installed before the app's scripts: long tasks, Event Timing entries, and the per-frame wait for an end state. */
function installInteractionProbes(): void {
  const g = globalThis as unknown as ProbeGlobals;
  const longTasks: Span[] = [];
  new g.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const events: ProbeEntry[] = [];
  new g.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });

  const shown = (selector: string) => Array.from(g.document.querySelectorAll(selector)).filter((el) => el.checkVisibility());
  const attribute = (c: { selector: string; changed: string }) => shown(c.selector)[0]?.getAttribute(c.changed) ?? null;
  const holds = (c: FrameCondition, before: string | null): boolean => {
    if ('focused' in c) return g.document.activeElement?.matches(c.focused) ?? false;
    if ('changed' in c) return attribute(c) !== before;
    const all = shown(c.selector);
    return c.exactly !== undefined ? all.length === c.exactly : all.length >= (c.atLeast ?? 1);
  };
  /** Checked in each frame's animation callbacks (after the tasks before it, so after React's commit): the frame that shows it, the task after it and the next frame's start. */
  const until = (conditions: FrameCondition[], limitMs: number) =>
    new Promise<{ mainThreadAt: number; nextFrameAt: number }>((resolve, reject) => {
      const started = performance.now();
      const before = conditions.map((c) => ('changed' in c ? attribute(c) : null));
      const frame = () => {
        if (conditions.every((c, i) => holds(c, before[i] ?? null))) {
          let mainThreadAt = Number.NaN;
          setTimeout(() => (mainThreadAt = performance.now()), 0);
          g.requestAnimationFrame((nextFrameAt) => resolve({ mainThreadAt: Number.isNaN(mainThreadAt) ? performance.now() : mainThreadAt, nextFrameAt }));
          return;
        }
        if (performance.now() - started > limitMs) reject(new Error(`not reached in ${limitMs} ms: ${JSON.stringify(conditions)}`));
        else g.requestAnimationFrame(frame);
      };
      g.requestAnimationFrame(frame);
    });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const armed = new Map<string, { armedAt: number; eventAt: number | null; eventType: string; done: ReturnType<typeof until> }>();
  g.__interactions = {
    arm(label, eventType, conditions) {
      const entry = { armedAt: performance.now(), eventAt: null as number | null, eventType, done: until(conditions, 30_000) };
      entry.done.catch(() => {}); // read in result()
      // The first such event after arming, in the capture phase before the app's handlers.
      const listener = (event: { timeStamp: number }) => {
        entry.eventAt = event.timeStamp;
        g.document.removeEventListener(eventType, listener, true);
      };
      g.document.addEventListener(eventType, listener, true);
      armed.set(label, entry);
    },
    async result(label, settleMs) {
      const entry = armed.get(label);
      if (!entry) throw new Error(`${label} was not armed`);
      armed.delete(label);
      const done = await entry.done;
      await sleep(settleMs + 50); // long-task and Event Timing entries arrive after their task and frame
      const eventAt = entry.eventAt;
      if (eventAt === null) throw new Error(`${label}: no ${entry.eventType} event seen`);
      const timed = events.find((e) => e.name === entry.eventType && Math.abs(e.startTime - eventAt) < 1);
      return {
        // The next frame's time is the vsync it was begun for; after a slow frame that can precede the main thread's end of the one before.
        ms: Math.max(done.nextFrameAt, done.mainThreadAt) - eventAt,
        mainThreadMs: done.mainThreadAt - eventAt,
        eventTimingMs: timed ? timed.duration : null,
        longTasks: longTasks.filter((t) => t.start + t.duration > entry.armedAt && t.start < done.nextFrameAt + settleMs),
      };
    },
    count: (selector) => shown(selector).length,
    async calm(ms, limitMs) {
      const started = performance.now();
      for (;;) {
        const last = longTasks.reduce((end, t) => Math.max(end, t.start + t.duration), 0);
        const now = performance.now();
        if (now - last >= ms || now - started > limitMs) return;
        await sleep(Math.min(ms - (now - last), 100));
      }
    },
  };
}

/** Prepares a page before its first navigation: the probes above (and the `__name` that tsx's keepNames puts in serialized functions). */
export async function addInteractionProbes(page: Page): Promise<void> {
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.addInitScript(installInteractionProbes);
}

// The callbacks of page.evaluate below run in the page: they reach the probes through the page's globalThis.

/**
 * Times one interaction: waits for the first `eventType` event after arming (its timestamp: when
 * the input arrived) and for the first frame in which every condition holds, then answers the
 * times; `act` sends the input (page.mouse, page.keyboard, a click).
 */
export async function timeInteraction(
  page: Page,
  label: string,
  eventType: string,
  conditions: FrameCondition[],
  act: () => Promise<void>,
  settleMs = 0,
): Promise<InteractionTiming> {
  await page.evaluate(([l, type, c]) => (globalThis as unknown as ProbeGlobals).__interactions!.arm(l, type, c), [label, eventType, conditions] as const);
  await act();
  return page.evaluate(([l, settle]) => (globalThis as unknown as ProbeGlobals).__interactions!.result(l, settle), [label, settleMs] as const);
}

/** The number of shown elements matching `selector`. */
export function countShown(page: Page, selector: string): Promise<number> {
  return page.evaluate((s) => (globalThis as unknown as ProbeGlobals).__interactions!.count(s), selector);
}

/** Waits until no long task ran for `ms` (at most `limitMs`): the page is idle, as it is when a person starts the next action. */
export function waitForCalm(page: Page, ms: number, limitMs = 15_000): Promise<void> {
  return page.evaluate(([quiet, limit]) => (globalThis as unknown as ProbeGlobals).__interactions!.calm(quiet, limit), [ms, limitMs] as const);
}
