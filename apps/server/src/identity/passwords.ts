import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** `Algorithm` is an ambient const enum, which isolated modules cannot read; 2 is its Argon2id member. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Stored in the PHC string, so old hashes stay verifiable. */
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Hashes run on libuv's thread pool (never on the event loop). At most one per core runs at a time; the rest
 * wait their turn in order. More would not finish sooner (each is pure CPU and memory bandwidth), would take
 * the CPU the event loop needs to answer everything else, and would occupy every pool thread (DNS, files and
 * WebCrypto share them).
 */
const MAX_PARALLEL = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, PASSWORD_HASH_OPTIONS));
}

/** False for a wrong password and for a malformed stored hash: either way the login must fail. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
