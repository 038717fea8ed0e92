/**
 * Copies a provider's file to a local temporary file, streaming (never the whole file in
 * memory): a Canva export link (valid only for a while, so it is fetched the moment the job is
 * done) or a Drive download. The copy stops — and is removed — as soon as it grows past the
 * largest file the purpose takes, or when nothing arrives for a while; the caller then stores it
 * with storeLocalFile and removes it.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../lib/errors.js';
import { kindOfStatus, ProviderError } from './provider-http.js';

export interface DownloadOptions {
  /** Where the temporary file goes (DATA_DIR/imports). */
  dir: string;
  maxBytes: number;
  headers?: Record<string, string>;
  /** Gives up when no byte arrived for this long (default 30 s), and waits this long for the answer. */
  idleTimeoutMs?: number;
  /** Reads an error answer (its status and JSON body, when it had one); by status otherwise. */
  failure?: (answer: { status: number; body: unknown; label: string }) => ProviderError;
  fetch?: typeof fetch;
}

export interface Downloaded {
  path: string;
  size: number;
  /** The answer's Content-Type (a hint only: storeLocalFile sniffs the bytes). */
  contentType: string | null;
}

/** A random file in `dir`: a name of ours, never the provider's. */
export async function temporaryFile(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${randomBytes(16).toString('hex')}.part`);
}

/** Removes leftovers of imports a crash cut off (older than `olderThanMs`); answers how many. */
export async function sweepTemporaryFiles(dir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** An error answer's JSON body (read up to 64 KB), or undefined. */
async function errorBodyOf(response: Response): Promise<unknown> {
  if (!response.body) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      // Leaving the loop cancels the rest of the body.
      if (size > 64 * 1024) return undefined;
      chunks.push(Buffer.from(chunk));
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Streams `url` into a new temporary file. Throws ProviderError for an error answer or no answer,
 * AppError FILE_TOO_LARGE past `maxBytes`; the partial file is removed either way.
 */
export async function downloadToFile(url: string, options: DownloadOptions): Promise<Downloaded> {
  const idleMs = options.idleTimeoutMs ?? 30_000;
  const label = `GET ${new URL(url).pathname}`;
  const controller = new AbortController();
  let idle = setTimeout(() => controller.abort(), idleMs);
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => controller.abort(), idleMs);
  };
  const file = await temporaryFile(options.dir);
  let size = 0;
  try {
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(url, { headers: options.headers ?? {}, signal: controller.signal });
    } catch {
      throw new ProviderError('network', `${label}: ${controller.signal.aborted ? `no answer within ${idleMs} ms` : 'request failed'}`);
    }
    if (!response.ok || !response.body) {
      const body = await errorBodyOf(response);
      if (options.failure) throw options.failure({ status: response.status, body, label });
      throw new ProviderError(kindOfStatus(response.status), `${label} answered ${response.status}`, { status: response.status });
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await response.body.cancel().catch(() => {});
      throw new AppError('FILE_TOO_LARGE', { params: { maxMb: Math.floor(options.maxBytes / 1024 ** 2) } });
    }
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        touch();
        if (size > options.maxBytes) done(new AppError('FILE_TOO_LARGE', { params: { maxMb: Math.floor(options.maxBytes / 1024 ** 2) } }));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), counter, createWriteStream(file));
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new ProviderError('network', `${label}: ${controller.signal.aborted ? `nothing arrived for ${idleMs} ms` : 'the download broke off'}`);
    }
    return { path: file, size, contentType: response.headers.get('content-type') };
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  } finally {
    clearTimeout(idle);
  }
}
