import { formatSen } from '@harta/contracts/money';
import type { AllocationSlice } from '@harta/contracts/schemas/returns';

/**
 * Values grouped by key, largest first, with weights in basis points that add up to exactly 10000: each slice gets
 * its floor, and the basis points left over go to the largest remainders (ties by key, so the answer is stable).
 * All weights are 0 when there is nothing to weigh.
 */
export function allocationSlices(entries: readonly { key: string; valueSen: bigint }[]): AllocationSlice[] {
  const byKey = new Map<string, bigint>();
  for (const e of entries) byKey.set(e.key, (byKey.get(e.key) ?? 0n) + e.valueSen);
  const total = [...byKey.values()].reduce((sum, v) => sum + v, 0n);
  const slices = [...byKey].map(([key, valueSen]) => {
    const scaled = total > 0n ? valueSen * 10_000n : 0n;
    return { key, valueSen, bps: total > 0n ? scaled / total : 0n, remainder: total > 0n ? scaled % total : 0n };
  });
  let left = total > 0n ? 10_000n - slices.reduce((sum, s) => sum + s.bps, 0n) : 0n;
  const byRemainder = [...slices].sort((a, b) =>
    a.remainder === b.remainder ? a.key.localeCompare(b.key) : a.remainder > b.remainder ? -1 : 1,
  );
  for (const slice of byRemainder) {
    if (left <= 0n) break;
    slice.bps += 1n;
    left -= 1n;
  }
  return slices
    .sort((a, b) => (a.valueSen === b.valueSen ? a.key.localeCompare(b.key) : a.valueSen > b.valueSen ? -1 : 1))
    .map((s) => ({ key: s.key, value: formatSen(s.valueSen), weightBps: Number(s.bps) }));
}
