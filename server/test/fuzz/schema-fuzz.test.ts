/**
 * Schema fuzzing (issue 16, lasting check): every mutating route the server registers gets
 * FUZZ_RUNS requests (default 500 on PGlite, 100 on PostgreSQL) generated from its own zod
 * schemas with hostile values mixed in, as an admin or marketeer of a company with real objects.
 * No answer may be a 5xx or an error without the API's envelope, and afterwards stored counters
 * equal what they count and no row is orphaned. A fixed seed keeps CI deterministic; FUZZ_SEED
 * and FUZZ_RUNS change it (`npm run bench security` runs 3000).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCreativeImportFakes, type FakeCreativeImports } from '../fake-creative-imports.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world.js';
import { describeRequest, planFuzzing, problemOf, requestsFor, sendFuzzRequest, type FuzzRequest } from './fuzz-requests.js';
import { brokenInvariants } from './invariants.js';

const postgres = Boolean(process.env.TEST_DATABASE_URL?.trim());
const runs = Number(process.env.FUZZ_RUNS ?? (postgres ? 100 : 500));
const seed = Number(process.env.FUZZ_SEED ?? 16);

/** A route's own seed: adding a route leaves the others' requests as they were. */
function seedOf(route: string): number {
  let hash = seed >>> 0;
  for (const char of route) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash | 0;
}

let t: TestApp;
let world: FuzzWorld;
let imports: FakeCreativeImports;

beforeAll(async () => {
  // The creative imports' providers: a source that is not set up answers 503.
  const started = await startCreativeImportFakes();
  imports = started.fake;
  t = await createTestApp({ env: started.env });
  world = await createFuzzWorld(t);
});
afterAll(async () => {
  await t?.close();
  await imports?.close();
});

describe('schema fuzzing', () => {
  it('answers every generated request without a 5xx, and the invariants hold after each route', { timeout: 600_000 }, async () => {
    const { planned, skipped } = planFuzzing(t.app.registeredRoutes, { runs, postgres });
    const readers = skipped.filter((s) => s.why === 'reads without input').length;
    const others = skipped.filter((s) => s.why !== 'reads without input').map((s) => `${s.route.method} ${s.route.url} (${s.why})`);
    console.info(
      `schema fuzzing: seed ${seed} (FUZZ_SEED), ${runs} runs per mutating route (FUZZ_RUNS), ${planned.length} routes; ` +
        `skipped ${readers} reading routes without input and ${others.join(', ')}`,
    );
    expect(planned.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const started = performance.now();
    let requests = 0;
    const timings: Array<[string, number]> = [];
    for (const { route, runs: routeRuns } of planned) {
      const name = `${route.method} ${route.url}`;
      const routeStarted = performance.now();
      await world.refresh();
      let failed: string | null = null;
      const property = fc.asyncProperty(requestsFor(route, world), async (request: FuzzRequest) => {
        requests += 1;
        const response = await sendFuzzRequest(t.app, world, request);
        const problem = problemOf(response);
        if (problem) failed = `${problem}: ${describeRequest(request, response)}`;
        return problem === null;
      });
      const result = await fc.check(property, { numRuns: routeRuns, seed: seedOf(name), endOnFailure: true });
      timings.push([name, performance.now() - routeStarted]);
      if (result.failed) failures.push(`${name} (seed ${seedOf(name)}): ${failed ?? String(result.errorInstance)}`);
      for (const broken of await brokenInvariants(t.db, world.admin.company.id, [world.admin.user.id, world.marketeer.user.id])) {
        failures.push(`after ${name}: ${broken.name}: ${JSON.stringify(broken.rows)}`);
      }
    }
    const slowest = timings.sort((a, b) => b[1] - a[1]).slice(0, process.env.FUZZ_VERBOSE ? timings.length : 5);
    console.info(
      `schema fuzzing: ${requests} requests in ${Math.round((performance.now() - started) / 1000)} s; slowest: ` +
        slowest.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', '),
    );
    expect(failures).toEqual([]);
  });
});
