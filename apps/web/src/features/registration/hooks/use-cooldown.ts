import { useEffect, useState } from 'react';

/** Seconds left until `until` (ms epoch), ticking every second; 0 when passed or unset. */
export function useCooldown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
  useEffect(() => {
    if (!left) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}
