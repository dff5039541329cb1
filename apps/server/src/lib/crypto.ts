import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP minimum for argon2id: 19 MiB, t=2, p=1. @node-rs/argon2 hashes on its own thread pool. */
export const ARGON2 = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** 32 random bytes (256 bits), URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of a secret stored as typed (an exam password, a personal code). */
export function sameSecret(stored: string | null, given: string): boolean {
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(sha256(stored), 'hex'), Buffer.from(sha256(given), 'hex'));
}
