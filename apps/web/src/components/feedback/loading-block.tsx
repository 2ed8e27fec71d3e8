import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A loading state: the shape of what is coming (skeletons), announced as a status with its words (a plain div may
 * not carry an aria-label). The e2e accessibility check waits for such statuses to go before it looks at a page.
 */
export function LoadingBlock({
  label,
  heights = [160],
  children,
  'data-testid': testId,
}: {
  label: string;
  /** One skeleton per height, unless `children` draws the shape. */
  heights?: readonly (number | string)[];
  children?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" data-testid={testId}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children ?? heights.map((height, i) => <Skeleton key={i} height={height} radius="md" />)}
    </Stack>
  );
}
