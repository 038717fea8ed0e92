// `npm run bench site` (alias `npm run bench:web`): the public website against the issue's budgets.
//   1. bytes: every script and stylesheet a page loads by network idle in Chromium (Playwright),
//      gzip -9 of the built files: landing page JS ≤ 90 KB, CSS ≤ 30 KB (other pages: same budgets,
//      reported only);
//   2. Lighthouse (npm `lighthouse`, default = mobile preset with simulated throttling) on `/`,
//      3 runs in a fresh headless Debian Chromium each, median of each figure against the budgets:
//      performance ≥ 95, accessibility 100, LCP ≤ 1.5 s, CLS ≤ 0.02.
// Only 127.0.0.1 is reached; the server and every browser are stopped whatever happens.
/* global document -- read inside page.evaluate, in the browser */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const budgets = { jsKb: 90, cssKb: 30, performance: 95, accessibility: 100, lcpMs: 1500, cls: 0.02 };
const bytePages = ['/', '/features/checklists', '/privacy', '/typeform-style'];
const lighthouseRuns = 3;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'within' : 'OVER');
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/**
 * Scripts and stylesheets one page loads by network idle — after scrolling to its end, so the
 * islands that load when they come into view are counted too — each with its gzip -9 size.
 */
async function pageBytes(browser, base, path, webDist) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const responses = new Map();
    page.on('response', (res) => {
      const url = new URL(res.url());
      const type = res.request().resourceType();
      const ext = url.pathname.match(/\.(js|mjs|css)$/)?.[1];
      if (type !== 'script' && type !== 'stylesheet' && !ext) return;
      responses.set(url.href, { url, res, kind: type === 'stylesheet' || ext === 'css' ? 'css' : 'js' });
    });
    const main = await page.goto(base + path, { waitUntil: 'load' });
    if (!main?.ok()) throw new Error(`${path} answered ${main?.status()}`);
    await page.waitForLoadState('networkidle');
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    const lang = await page.evaluate(() => document.documentElement.lang);
    const inline = await page.evaluate(() => ({
      js: [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !s.type || /javascript|module/.test(s.type))
        .map((s) => s.textContent ?? '')
        .join('\n'),
      css: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
    }));
    const html = gzipSync(await main.body(), { level: 9 }).length;
    const files = [];
    for (const { url, res, kind } of responses.values()) {
      if (url.origin !== new URL(base).origin) {
        files.push({ name: url.href, kind, bytes: gzipSync(await res.body(), { level: 9 }).length, foreign: true });
        continue;
      }
      const built = join(webDist, decodeURIComponent(url.pathname));
      const body = existsSync(built) ? readFileSync(built) : await res.body();
      files.push({ name: url.pathname, kind, bytes: gzipSync(body, { level: 9 }).length });
    }
    files.sort((a, b) => b.bytes - a.bytes);
    const gzInline = (text) => (text.trim() ? gzipSync(Buffer.from(text), { level: 9 }).length : 0);
    return { path, lang, files, html, inlineJs: gzInline(inline.js), inlineCss: gzInline(inline.css) };
  } finally {
    await context.close();
  }
}

function printBytes(r) {
  const js = r.files.filter((f) => f.kind === 'js');
  const css = r.files.filter((f) => f.kind === 'css');
  const jsBytes = js.reduce((n, f) => n + f.bytes, 0);
  // The site's stylesheet is inlined into the page: it counts against the CSS budget all the same.
  const cssBytes = css.reduce((n, f) => n + f.bytes, 0) + r.inlineCss;
  console.log(`  ${r.path} (lang=${r.lang}; HTML ${kb(r.html)} gzipped)`);
  console.log(`    JS  ${kb(jsBytes)} in ${js.length} files   budget ≤ ${budgets.jsKb} KB → ${verdict(jsBytes <= budgets.jsKb * 1024)}`);
  for (const f of js) console.log(`        ${kb(f.bytes).padStart(8)}  ${f.name}${f.foreign ? '  (NOT from this server)' : ''}`);
  console.log(
    `    CSS ${kb(cssBytes)} in ${css.length} files${r.inlineCss ? ' + inline' : ''}   budget ≤ ${budgets.cssKb} KB → ${verdict(cssBytes <= budgets.cssKb * 1024)}`,
  );
  for (const f of css) console.log(`        ${kb(f.bytes).padStart(8)}  ${f.name}${f.foreign ? '  (NOT from this server)' : ''}`);
  if (r.inlineCss) console.log(`        ${kb(r.inlineCss).padStart(8)}  <style> in the HTML`);
  if (r.inlineJs) console.log(`    inline JS in the HTML: ${kb(r.inlineJs)}`);
}

/** One Lighthouse run in a fresh Chromium; returns the figures and the report. */
async function lighthouseRun(url, activeChrome) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  activeChrome.current = chrome;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      enableErrorReporting: false,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      lhr,
      performance: Math.round((lhr.categories.performance.score ?? NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? NaN) * 100),
      lcp: num('largest-contentful-paint'),
      cls: num('cumulative-layout-shift'),
      tbt: num('total-blocking-time'),
      fcp: num('first-contentful-paint'),
    };
  } finally {
    activeChrome.current = null;
    await chrome.kill();
  }
}

const fmtRun = (r) =>
  `performance ${r.performance}, accessibility ${r.accessibility}, LCP ${Math.round(r.lcp)} ms, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbt)} ms, FCP ${Math.round(r.fcp)} ms`;

/** Accessibility audits that count towards the score and did not pass, with the elements at fault. */
function printAccessibilityFailures(lhr) {
  const failed = lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1);
  if (!failed.length) {
    console.log('  failed accessibility audits: none');
    return;
  }
  console.log('  failed accessibility audits:');
  for (const audit of failed) {
    const items = audit.details?.items ?? [];
    console.log(`    ✗ ${audit.id}: ${audit.title} (${items.length} element${items.length === 1 ? '' : 's'})`);
    for (const item of items.slice(0, 5)) {
      const node = item.node ?? {};
      const where = node.selector ?? '';
      const snippet = (node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 140);
      console.log(`        ${where}  ${snippet}`);
      if (node.explanation) console.log(`          ${node.explanation.replace(/\s+/g, ' ').slice(0, 240)}`);
    }
    if (items.length > 5) console.log(`        … and ${items.length - 5} more`);
  }
}

/** The LCP element and where its time goes (TTFB, load delay, load time, render delay). */
function printLcpElement(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const tables = audit?.details?.type === 'list' ? audit.details.items : audit?.details ? [audit.details] : [];
  const node = tables.flatMap((t) => t.items ?? []).find((item) => item.node)?.node;
  const phases = tables.flatMap((t) => t.items ?? []).filter((item) => item.phase);
  if (node) console.log(`  LCP element: ${node.selector ?? ''}  ${(node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 140)}`);
  if (phases.length) console.log(`    ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
}

/** Performance audits that did not pass (opportunities and diagnostics), largest savings first. */
function printPerformanceFindings(lhr) {
  const metricIds = new Set([
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'interactive',
  ]);
  const findings = lhr.categories.performance.auditRefs
    .filter((ref) => !metricIds.has(ref.id) && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => {
      const savings = a.metricSavings ?? {};
      return { a, ms: Math.max(0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0), savings };
    })
    .sort((x, y) => y.ms - x.ms || (x.a.score ?? 0) - (y.a.score ?? 0));
  if (!findings.length) {
    console.log('  performance audits not passed: none');
    return;
  }
  console.log('  performance audits not passed (opportunities and diagnostics, largest savings first):');
  for (const { a, savings } of findings.slice(0, 12)) {
    const saved = Object.entries(savings)
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${k} −${k === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`)
      .join(', ');
    console.log(`    • ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}${saved ? `  (est. savings ${saved})` : ''}`);
  }
}

export async function benchSite({ root, ensureBuilt, startServer, stopServer }) {
  const startedAt = Date.now();
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const port = '3199';
  const base = `http://127.0.0.1:${port}`;
  let server = null;
  let browser = null;
  const activeChrome = { current: null };
  // Ctrl-C or a kill: the server runs in its own process group, so stop it (and Chrome) here.
  const onSignal = (signal) => {
    try {
      if (server && server.child.exitCode === null) process.kill(-server.child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    try {
      if (activeChrome.current) process.kill(activeChrome.current.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    server = await startServer({ PORT: port, APP_URL: base, DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production' });

    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => !f.startsWith('--headless')) });
    const bytes = [];
    for (const path of bytePages) bytes.push(await pageBytes(browser, base, path, join(root, 'dist/web')));
    await browser.close();
    browser = null;
    console.log('\nPublic website: scripts and stylesheets loaded by network idle (gzip -9 of the built files):');
    for (const r of bytes) printBytes(r);
    console.log(`  budgets apply to the landing page (/); the other pages are measured against the same figures for information.`);

    const url = `${base}/`;
    console.log(`\nLighthouse on ${url}, ${lighthouseRuns} runs, each in a fresh headless ${chromePath}:`);
    const runs = [];
    for (let i = 0; i < lighthouseRuns; i++) {
      const run = await lighthouseRun(url, activeChrome);
      if (i === 0) {
        const s = run.lhr.configSettings;
        const t = s.throttling;
        const chrome = run.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '';
        console.log(
          `  Lighthouse ${run.lhr.lighthouseVersion}, formFactor ${s.formFactor}, throttling ${s.throttlingMethod} ` +
            `(RTT ${t.rttMs} ms, ${t.throughputKbps} kbps, CPU ×${t.cpuSlowdownMultiplier}), ${chrome}`,
        );
      }
      const foreign = (run.lhr.audits['network-requests']?.details?.items ?? []).filter((item) => !String(item.url).startsWith(base));
      if (foreign.length) console.log(`  ! run ${i + 1} requested ${foreign.length} URL(s) not on ${base}: ${foreign.map((f) => f.url).join(', ')}`);
      console.log(`  run ${i + 1}: ${fmtRun(run)}`);
      runs.push(run);
    }
    const m = Object.fromEntries(['performance', 'accessibility', 'lcp', 'cls', 'tbt', 'fcp'].map((k) => [k, median(runs.map((r) => r[k]))]));
    console.log(`  median of ${runs.length}:`);
    console.log(`    performance   ${m.performance}   budget ≥ ${budgets.performance} → ${verdict(m.performance >= budgets.performance)}`);
    console.log(`    accessibility ${m.accessibility}   budget = ${budgets.accessibility} → ${verdict(m.accessibility >= budgets.accessibility)}`);
    console.log(`    LCP           ${Math.round(m.lcp)} ms   budget ≤ ${budgets.lcpMs} ms → ${verdict(m.lcp <= budgets.lcpMs)}`);
    console.log(`    CLS           ${m.cls.toFixed(3)}   budget ≤ ${budgets.cls} → ${verdict(m.cls <= budgets.cls)}`);
    console.log(`    TBT           ${Math.round(m.tbt)} ms   (no budget)`);
    console.log(`    FCP           ${Math.round(m.fcp)} ms   (no budget)`);
    // Findings from the run whose performance score is the median one.
    console.log('  findings of the run with the median performance score:');
    const typical = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    printAccessibilityFailures(typical.lhr);
    const otherFailures = new Set(
      runs.flatMap((r) =>
        r.lhr.categories.accessibility.auditRefs.filter((ref) => ref.weight > 0 && (r.lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      ),
    );
    for (const ref of typical.lhr.categories.accessibility.auditRefs) if ((typical.lhr.audits[ref.id]?.score ?? 1) < 1) otherFailures.delete(ref.id);
    if (otherFailures.size) console.log(`    (failed in another run only: ${[...otherFailures].join(', ')})`);
    printLcpElement(typical.lhr);
    printPerformanceFindings(typical.lhr);
    const report = join(tmpdir(), 'bench-site-lighthouse.json');
    writeFileSync(report, JSON.stringify(typical.lhr));
    console.log(`  full report of that run (open in the Lighthouse viewer): ${report}`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (browser) await browser.close().catch(() => {});
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nbench site took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
}
