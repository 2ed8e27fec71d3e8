import type { Algorithm, Options } from '@node-rs/argon2';
import { createArgonPool, type ArgonPool } from './argon-pool';

/** `Algorithm` is an ambient const enum, which isolated modules cannot read; 2 is its Argon2id member. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Stored in the PHC string, so old hashes stay verifiable. */
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Every hash and verification of the process goes through one pool (see argon-pool for why not the libuv pool). */
let pool: ArgonPool | undefined;
const argon = () => (pool ??= createArgonPool());

export function hashPassword(password: string): Promise<string> {
  return argon().run<string>({ op: 'hash', password, options: PASSWORD_HASH_OPTIONS });
}

/** False for a wrong password and for a malformed stored hash: either way the login must fail. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return (await argon().run<boolean>({ op: 'verify', hash: passwordHash, password })) === true;
  } catch {
    return false;
  }
}
