/**
 * The HTTP plumbing both platform clients share: one request with a time limit, read as JSON,
 * with transport failures turned into AdPlatformError('network') and unreadable bodies into
 * 'bad_response'. Deciding what an error answer means is left to each client.
 */
import type { z } from 'zod';
import { requestJsonAnswer, type JsonAnswer, type JsonTransport } from '../json-request.js';
import { AdPlatformError } from './types.js';

export interface AdClientOptions {
  /** Replaces the global fetch (tests wrap it to tamper with answers). */
  fetch?: typeof fetch;
  /** Per request, including reading the body. Default 10 s. */
  timeoutMs?: number;
}

export type Transport = JsonTransport;

export function transportFrom(options: AdClientOptions | undefined): Transport {
  return { fetch: options?.fetch ?? globalThis.fetch, timeoutMs: options?.timeoutMs ?? 10_000 };
}

export type { JsonAnswer };

export function requestJson(platform: string, transport: Transport, url: URL, init: RequestInit = {}): Promise<JsonAnswer> {
  return requestJsonAnswer(transport, url, init, `${platform} ${init.method ?? 'GET'} ${url.pathname}`, (message) => new AdPlatformError('network', message));
}

/** A successful answer's body, checked against the schema. */
export function parseAnswer<T extends z.ZodType>(schema: T, answer: JsonAnswer): z.output<T> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    const what = answer.body === undefined ? 'answer is not JSON' : 'unexpected answer';
    throw new AdPlatformError('bad_response', `${answer.label}: ${what}`, { status: answer.status });
  }
  return parsed.data;
}

/** Runs `task` over `items` with at most `limit` in flight; rejects with the first failure and starts no more. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
