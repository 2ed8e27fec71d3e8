import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';

/**
 * Runs argon2 in a few dedicated threads at a lower CPU priority than the event loop.
 *
 * Why not libuv's thread pool (where @node-rs/argon2's async calls run): a verification there also zeroes its
 * 19 MiB on the event loop before it starts (about 0.7 ms per login), and its threads compete with the event loop
 * as equals, so during a burst of logins every other request waits for CPU behind argon2. Here the event loop
 * does nothing but post a message; the threads are niced, so the kernel gives the event loop the CPU the moment
 * it has work, and argon2 takes whatever is left.
 *
 * One thread per core: a third thread on two cores made every verification about 8% dearer (three 19 MiB working
 * sets taking turns on two cores' caches), and an extra thread, or a next job queued in each busy one, bought no
 * logins a second, alone or beside API calls (bench/README.md, "The password grant: one argon2 thread per core,
 * signatures inline, a small young generation").
 *
 * A thread is a V8 isolate of its own (about 8 MB resident, besides argon2's 19 MiB, which is freed after each job):
 * one that has had nothing to do for a while stops, so an idle server does not keep a thread per core for the
 * logins of an hour ago. The next login starts one again (tens of milliseconds, once per burst).
 */
export type ArgonJob =
  { op: 'verify'; hash: string; password: string } | { op: 'hash'; password: string; options: Options };

/** How much lower than the process the threads run (nice levels; unprivileged processes may always lower). */
const NICE_STEP = 10;

/** How long a thread may wait for work before it stops. Long enough to outlast the gaps within a burst of logins. */
const IDLE_THREAD_MS = 10_000;

// CommonJS, evaluated as the worker's entry: the bundle ships no separate worker file to find at run time.
const WORKER_SOURCE = `
const os = require('node:os');
const { parentPort, workerData } = require('node:worker_threads');
try { os.setPriority(0, Math.min(19, os.getPriority(0) + workerData.niceStep)); } catch {}
const argon2 = require(workerData.argon2Path);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'verify' ? argon2.verifySync(job.hash, job.password) : argon2.hashSync(job.password, job.options);
    parentPort.postMessage({ ok: true, result });
  } catch (err) {
    parentPort.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
`;

interface Queued {
  job: ArgonJob;
  resolve(result: unknown): void;
  reject(err: unknown): void;
}

type Reply = { ok: true; result: unknown } | { ok: false; message: string };

export interface ArgonPool {
  run<T extends boolean | string>(job: ArgonJob): Promise<T>;
  /** Stops the threads (jobs still queued are refused). */
  close(): Promise<void>;
}

export function createArgonPool(size = availableParallelism(), idleThreadMs = IDLE_THREAD_MS): ArgonPool {
  const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const idle: Worker[] = [];
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  const busy = new Map<Worker, Queued>();
  const queue: Queued[] = [];
  let started = 0;
  let closed = false;

  function dispatch(): void {
    while (queue.length > 0) {
      if (idle.length === 0 && started < size) spawn();
      const worker = idle.pop();
      if (!worker) return;
      clearTimeout(idleTimers.get(worker));
      idleTimers.delete(worker);
      const next = queue.shift()!;
      busy.set(worker, next);
      // A thread at work keeps the process alive until it answers; an idle one does not (see spawn).
      worker.ref();
      worker.postMessage(next.job);
    }
  }

  /** Puts a thread among the idle ones, and stops it if it is still there after `idleThreadMs`. */
  function park(worker: Worker): void {
    idle.push(worker);
    const timer = setTimeout(() => {
      idleTimers.delete(worker);
      const at = idle.indexOf(worker);
      if (at < 0) return;
      idle.splice(at, 1);
      started -= 1;
      void worker.terminate();
    }, idleThreadMs);
    // Waiting to stop an idle thread is no reason to keep the process alive.
    timer.unref();
    idleTimers.set(worker, timer);
  }

  function spawn(): void {
    started += 1;
    // No inherited flags: the source is CommonJS whatever the process was started with (e.g. --input-type=module).
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { argon2Path, niceStep: NICE_STEP },
    });
    worker.on('message', (reply: Reply) => {
      const current = busy.get(worker);
      busy.delete(worker);
      worker.unref();
      park(worker);
      if (current) {
        if (reply.ok) current.resolve(reply.result);
        else current.reject(new Error(reply.message));
      }
      dispatch();
    });
    // A thread that dies takes only its own job with it; the next job starts a fresh one.
    const retire = (err: unknown) => {
      const current = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      clearTimeout(idleTimers.get(worker));
      idleTimers.delete(worker);
      started -= 1;
      current?.reject(err instanceof Error ? err : new Error('argon2 thread stopped'));
      if (!closed) dispatch();
    };
    worker.once('error', retire);
    worker.once('exit', (code) => {
      if (busy.has(worker) || idle.includes(worker)) retire(new Error(`argon2 thread exited (${code})`));
    });
    park(worker);
  }

  return {
    run<T extends boolean | string>(job: ArgonJob): Promise<T> {
      if (closed) return Promise.reject(new Error('argon2 pool is closed'));
      return new Promise<T>((resolve, reject) => {
        queue.push({ job, resolve: resolve as (result: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('argon2 pool is closed'));
      const workers = [...idle, ...busy.keys()];
      for (const running of busy.values()) running.reject(new Error('argon2 pool is closed'));
      busy.clear();
      idle.length = 0;
      for (const timer of idleTimers.values()) clearTimeout(timer);
      idleTimers.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
