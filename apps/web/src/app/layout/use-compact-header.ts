import { useMediaQuery } from '@mantine/hooks';

/**
 * True on a phone-width screen (below Mantine's `xs`, 36em), where the header has room only for compact pieces.
 * Read on the first render (no server rendering here), so a phone never flashes the wide header.
 */
export function useCompactHeader(): boolean {
  return useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
}
