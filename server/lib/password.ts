/** Password hashing with argon2id (the @node-rs/argon2 default algorithm) at OWASP's parameters. */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const hashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** False for a wrong password and for a malformed hash; never throws. */
export async function verifyPasswordHash(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** A hash of a random secret, verified when there is no real hash so timing does not reveal that. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}
