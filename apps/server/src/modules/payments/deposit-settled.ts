import type { Tx } from '../../db/connection';

/** What other modules learn when a deposit settles (in the transaction that posts its journal). */
export interface DepositSettled {
  orderId: string;
  portfolioId: number;
  amountSen: bigint;
}

/**
 * Runs inside the settling transaction and must not fail it: a listener does its own work in a savepoint and
 * handles its own errors (a deposit must settle whatever a follower does). It is given every deposit the
 * transaction settled (a batch of callbacks settles many), so that it can look at them together rather than
 * with a few statements each.
 */
export type DepositSettledListener = (tx: Tx, events: readonly DepositSettled[]) => Promise<void>;

// Keyed by name: building the app again (tests, a second instance in one process) replaces, never duplicates.
const listeners = new Map<string, DepositSettledListener>();

/**
 * The port through which other modules follow settled deposits (refer a friend pays its reward here), so that
 * payments knows none of them. The composition root (app.ts) registers them.
 */
export function onDepositSettled(name: string, listener: DepositSettledListener): void {
  listeners.set(name, listener);
}

export async function depositsSettled(tx: Tx, events: readonly DepositSettled[]): Promise<void> {
  if (events.length === 0) return;
  for (const listener of listeners.values()) await listener(tx, events);
}
