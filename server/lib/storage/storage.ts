/**
 * Where the bytes of uploaded files live (issue 35): one interface, two drivers. `local` keeps them
 * under DATA_DIR/files (one machine); `s3` in an S3-compatible bucket (what several instances
 * need). Keys are made by the caller (random, see server/features/files); a driver never sees a
 * user's file name. Every operation streams: nothing holds a whole file in memory.
 */
import type { Readable } from 'node:stream';
import type { Env } from '../../env.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

export interface PutOptions {
  contentType: string;
  /** The length in bytes when known (lets the S3 driver send one PUT). */
  size?: number;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start?: number;
  /** Last byte, inclusive (as in an HTTP Range). */
  end?: number;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  /** Stores the stream under `key`; a failed or cut-off write leaves no object behind. */
  put(key: string, body: Readable, options: PutOptions): Promise<void>;
  /** The object's bytes (or a range of them); rejects with StorageNotFoundError when missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; a missing one is no error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key under `prefix` (tests and the cleanup's leak check). */
  list(prefix?: string): Promise<string[]>;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  constructor(key: string) {
    super(`no stored object ${key}`);
  }
}

/** Keys are ours: lower-case letters, digits, `/`, `-`, `_` and `.` — never `..`, never absolute. */
export function assertKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]{0,200}$/.test(key) || key.includes('..') || key.includes('//')) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

export function createStorage(env: Pick<Env, 'storage' | 'dataDir'>): Storage {
  const settings = env.storage;
  if (settings.driver === 's3') return createS3Storage(settings);
  return createLocalStorage(env.dataDir);
}
