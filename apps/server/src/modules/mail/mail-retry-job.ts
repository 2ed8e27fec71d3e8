import type { Db } from '../../db/connection';
import type { Deliver, MailLogger } from './mail-delivery';
import { claimDue, releaseClaims } from './outbox-repository';

export interface MailRetryJobOptions {
  db: Db;
  deliver: Deliver;
  /** Pause between looks at the outbox when the last one found less than a full batch. */
  pollMs: number;
  batchSize?: number;
  logger?: MailLogger | undefined;
}

export interface MailRetryJob {
  start(): void;
  /** Stops polling and waits for the message being sent; claimed messages not yet tried are given back. */
  stop(): Promise<void>;
  /** One pass: claims what is due and tries it. Answers how many messages were claimed. */
  runOnce(): Promise<number>;
}

/**
 * The outbox job: every `pollMs`, claims pending messages that are due (first attempts whose sender died, and
 * retries after a failure) and sends them one by one. Every instance runs one; the claim makes each message go
 * to exactly one of them.
 */
export function createMailRetryJob({ db, deliver, pollMs, batchSize = 20, logger }: MailRetryJobOptions): MailRetryJob {
  let stopping = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** `interrupted` is asked before each message: a stopping job gives back what it has not tried. */
  async function pass(interrupted: () => boolean): Promise<number> {
    const claimed = await claimDue(db, batchSize);
    for (const [index, row] of claimed.entries()) {
      if (interrupted()) {
        await releaseClaims(
          db,
          claimed.slice(index).map((r) => r.id),
        );
        break;
      }
      await deliver(row);
    }
    return claimed.length;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = pass(() => stopping)
        .catch((err: unknown) => {
          logger?.error({ err }, 'mail outbox job failed');
          return 0;
        })
        .then((claimed) => {
          running = undefined;
          // A full batch means more may be waiting: carry on at once.
          if (!stopping) schedule(claimed >= batchSize ? 0 : pollMs);
        });
    }, delayMs);
    // Never the reason the process stays up.
    timer.unref();
  }

  return {
    start() {
      if (!stopping) return;
      stopping = false;
      // Straight away: messages left by an earlier run (or another instance) may be due.
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
    runOnce: () => pass(() => false),
  };
}
