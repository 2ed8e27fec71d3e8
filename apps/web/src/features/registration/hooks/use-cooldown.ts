import { useEffect, useState } from 'react';

/**
 * Seconds left until `until` (ms epoch), ticking every second; 0 when passed or unset. Read against the clock at
 * each render, so a wait set long after the component mounted starts at its full length.
 */
export function useCooldown(until: number | null): number {
  const [, setTick] = useState(0);
  const left = until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
