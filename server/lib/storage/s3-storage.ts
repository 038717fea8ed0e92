/**
 * The S3 driver: objects in one bucket of AWS S3 or an S3-compatible server. Checksums are computed
 * and validated only when an operation requires them (`WHEN_REQUIRED`): the SDK's default CRC
 * headers and aws-chunked bodies are refused by many S3-compatible servers. A body of known size is
 * one streamed PUT (S3 stores it whole or not at all); of unknown size a multipart upload in 8 MB
 * parts (lib-storage), aborted on failure, so a cut-off write leaves no object either way.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { StorageSettings } from '../../env.js';
import { assertKey, StorageNotFoundError, type Storage } from './storage.js';

type S3Settings = Extract<StorageSettings, { driver: 's3' }>;

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(settings: S3Settings, client: S3Client = createS3Client(settings)): Storage {
  const Bucket = settings.bucket;
  return {
    driver: 's3',
    async put(key, body, options) {
      assertKey(key);
      if (options.size !== undefined) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: options.size, ContentType: options.contentType }));
        return;
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: options.contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key, range) {
      assertKey(key);
      const Range = range && (range.start !== undefined || range.end !== undefined) ? `bytes=${range.start ?? 0}-${range.end ?? ''}` : undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(Range ? { Range } : {}) }));
        if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered no Node stream');
        return answer.Body;
      } catch (err) {
        if (isNotFound(err)) throw new StorageNotFoundError(key);
        throw err;
      }
    },
    async remove(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async list(prefix = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
