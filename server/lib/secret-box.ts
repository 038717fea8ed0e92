/**
 * Encrypts secrets at rest (TOTP secrets now, provider tokens later) with AES-256-GCM. The key
 * comes from SECRET_KEY, or from DATA_DIR/secret.key, which is created with a random key on first use.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SecretBox {
  encrypt(plain: string): string;
  /** Throws when the value was not made with this key or was tampered with. */
  decrypt(sealed: string): string;
}

const version = 'v1';

export function createSecretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(secret).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    decrypt(sealed) {
      const [v, iv, tag, data] = sealed.split('.');
      if (v !== version || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** SECRET_KEY when set; otherwise the key in `dataDir`/secret.key, created (mode 0600) when missing. */
export function loadSecretKey(secretKey: string | null, dataDir: string): string {
  if (secretKey) return secretKey;
  const file = path.join(dataDir, 'secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
