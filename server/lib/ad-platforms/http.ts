/**
 * The HTTP plumbing both platform clients share: one request with a time limit, read as JSON,
 * with transport failures turned into AdPlatformError('network') and unreadable bodies into
 * 'bad_response'. Deciding what an error answer means is left to each client.
 */
import type { z } from 'zod';
import { AdPlatformError } from './types.js';

export interface AdClientOptions {
  /** Replaces the global fetch (tests wrap it to tamper with answers). */
  fetch?: typeof fetch;
  /** Per request, including reading the body. Default 10 s. */
  timeoutMs?: number;
}

export interface Transport {
  fetch: typeof fetch;
  timeoutMs: number;
}

export function transportFrom(options: AdClientOptions | undefined): Transport {
  return { fetch: options?.fetch ?? globalThis.fetch, timeoutMs: options?.timeoutMs ?? 10_000 };
}

export interface JsonAnswer {
  status: number;
  ok: boolean;
  /** The parsed body; undefined when it was empty or not JSON. */
  body: unknown;
  /** For messages: method and path, never the query (it can hold tokens). */
  label: string;
}

export async function requestJson(platform: string, transport: Transport, url: URL, init: RequestInit = {}): Promise<JsonAnswer> {
  const label = `${platform} ${init.method ?? 'GET'} ${url.pathname}`;
  let status: number;
  let text: string;
  try {
    // No redirects: a 3xx is an unexpected answer, and following one could carry the token elsewhere.
    const response = await transport.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(transport.timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${transport.timeoutMs} ms` : 'request failed';
    throw new AdPlatformError('network', `${label}: ${reason}`);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status, ok: status >= 200 && status < 300, body, label };
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
