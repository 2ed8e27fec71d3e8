/** A decimal-string yearly rate ('0.0650') as a percentage with two decimals ('6.50%'). */
export function formatRate(rate: string): string {
  const n = Number(rate);
  return Number.isFinite(n) ? `${(n * 100).toFixed(2)}%` : rate;
}
