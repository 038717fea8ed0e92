/**
 * Signatures for file URLs, HMAC-SHA256 with a key derived from the app's secret (SECRET_KEY or
 * DATA_DIR/secret.key, like the secret box): a download link valid for five minutes
 * (`?expires=&signature=`), and the token an anonymous uploader (a public form) reads their own
 * not-yet-attached upload with (`?token=`). Neither is stored; both are checked in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface FileSigner {
  /** `{ expires (unix seconds), signature }` for a link to `fileId` valid until `expires`. */
  signLink(fileId: string, expires: number): string;
  uploadToken(fileId: string): string;
  verify(expected: string, given: string | undefined): boolean;
}

export function createFileSigner(secret: string): FileSigner {
  const key = createHmac('sha256', secret).update('stored-files/v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    signLink: (fileId, expires) => mac(`link:${fileId}:${expires}`),
    uploadToken: (fileId) => mac(`upload:${fileId}`),
    verify(expected, given) {
      if (typeof given !== 'string' || given.length !== expected.length) return false;
      return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
    },
  };
}
