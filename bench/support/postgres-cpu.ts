import { readdirSync, readFileSync } from 'node:fs';

/** One process's CPU time so far in seconds, from /proc/<pid>/schedstat (nanoseconds; 0 once it has gone). */
function schedstatSeconds(pid: string): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;
  } catch {
    return 0;
  }
}

/**
 * The processes whose command line (as PostgreSQL's ps display sets it) satisfies `match`, with that line. Each
 * process is read once: a pid keeps its verdict while it is listed, so a sample costs a directory listing and the
 * new processes' files and PostgreSQL's, not every process's (scanning all of them took about 25 ms a sample, in
 * the process whose CPU the drain-cost figures count: bench/README.md "Deposit callbacks", session 18). A pid that
 * leaves the list is forgotten, so one handed out again is read afresh (unless it ends and is reused between two
 * samples).
 */
function processFinder(match: (title: string) => boolean): () => { key: string; pid: string }[] {
  const verdicts = new Map<string, string | null>();
  return () => {
    const found: { key: string; pid: string }[] = [];
    const listed = new Set(readdirSync('/proc').filter((name) => /^\d+$/.test(name)));
    for (const pid of verdicts.keys()) if (!listed.has(pid)) verdicts.delete(pid);
    for (const pid of listed) {
      let key = verdicts.get(pid);
      if (key === undefined) {
        try {
          const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
          // Not a PostgreSQL process: never one. A backend just forked still shows the postmaster's command line
          // until it sets its title, and one of another database: both are read again at the next sample.
          if (!title.includes('postgres')) key = null;
          else if (!title.startsWith('postgres:') || !match(title)) continue;
          else {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            // The process's start time: a pid the kernel hands out again is another process.
            key = `${pid}:${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!}`;
          }
        } catch {
          continue;
        }
        verdicts.set(pid, key);
      }
      if (key) found.push({ key, pid });
    }
    return found;
  };
}

/**
 * The CPU the PostgreSQL server spends for one database (on the same host): its backends and autovacuum workers,
 * found by their process titles (`postgres: 15/main: <user> <database> …`), and apart from them the cluster's
 * shared processes (WAL writer, checkpointer, background writer), which also work for whoever else uses the
 * cluster. Sampled every `everyMs` so that a backend the pool closes still counts up to its last sample (an idle
 * connection closed by the pool uses nothing after it); `seconds()` is cumulative over every process seen.
 * Linux only (figures stay 0 elsewhere).
 */
export function postgresCpuMonitor(databaseName: string, everyMs = 200) {
  const latest = new Map<string, number>();
  const shared = new Map<string, number>();
  const ownTitle = (title: string) =>
    title.includes(` ${databaseName} `) || title.trimEnd().endsWith(` ${databaseName}`);
  const sharedTitle = (title: string) => /: (walwriter|checkpointer|background writer)$/.test(title.trim());
  const ownProcesses = processFinder(ownTitle);
  const sharedProcesses = processFinder(sharedTitle);
  function sample(): void {
    for (const { key, pid } of ownProcesses()) latest.set(key, schedstatSeconds(pid) || latest.get(key) || 0);
    for (const { key, pid } of sharedProcesses()) shared.set(key, schedstatSeconds(pid) || shared.get(key) || 0);
  }
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  const sum = (values: Map<string, number>) => [...values.values()].reduce((a, b) => a + b, 0);
  return {
    /** CPU seconds of the database's own backends and autovacuum workers so far. */
    seconds(): number {
      sample();
      return sum(latest);
    },
    /** CPU seconds of the cluster's WAL writer, checkpointer and background writer so far. */
    sharedSeconds(): number {
      sample();
      return sum(shared);
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
