// Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const options = {
  algorithm: 2 /* Argon2id; the enum is type-only at run time */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
