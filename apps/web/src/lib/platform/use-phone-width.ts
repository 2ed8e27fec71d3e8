import { useMediaQuery } from '@mantine/hooks';

/**
 * True on a phone-width screen (below Mantine's `xs`, 36em), where a table's columns no longer fit: the lists of
 * holdings and transactions show each row as a small card there instead, with the figures a client looks for (value,
 * amount, status) in view, never behind a sideways scroll. Read on the first render, so a phone never flashes the
 * table; these pages are not prerendered.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
}
