/**
 * Runs `run` over and over for `seconds`, `inFlight` calls at a time, in this process: how many finished and the
 * process's CPU (user + system, µs) meanwhile. The argon2 yardsticks (run-all.ts, argon-pool.ts) measure with it.
 */
export async function inFlightWindow(
  inFlight: number,
  seconds: number,
  run: () => Promise<unknown>,
): Promise<{ done: number; cpuUs: number }> {
  const until = Date.now() + seconds * 1000;
  const before = process.cpuUsage();
  let done = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < until) {
        await run();
        done++;
      }
    }),
  );
  const cpu = process.cpuUsage(before);
  return { done, cpuUs: cpu.user + cpu.system };
}
