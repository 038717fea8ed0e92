/** What the fake ad platforms (fake-ad-platforms*.ts) share: the failure kinds, and the HTTP helpers of fake-http.ts. */
import type { ServerResponse } from 'node:http';

/**
 * Armed with failNext, each fails the next request once: server (a 500), rate_limit, expired
 * (the token is refused), bad_json (a 200 with a cut-off body); deny makes the next authorize
 * dialog send the user back with error=access_denied.
 */
export const fakeAdPlatformFailures = ['server', 'rate_limit', 'expired', 'bad_json', 'deny'] as const;
export type FakeAdPlatformFailure = (typeof fakeAdPlatformFailures)[number];

export { httpUrl, randomToken, readBody, readJson, send } from './fake-http.js';

/** A 200 whose body is cut off half-way: what a broken proxy or upstream bug looks like. */
export function sendBrokenJson(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"data": [{"id": "act_');
}
