import { Text, type TextProps } from '@mantine/core';
import { signOf } from '../../lib/money/format-return';

/**
 * A gain or a loss: its text carries the sign ('+RM 12.30', '-1.25%'), and colour (teal up, red down) and an arrow
 * only repeat it, so it reads the same without colour. `value` is the raw decimal that decides the direction.
 */
export function SignedFigure({
  value,
  children,
  ...props
}: TextProps & { value: string; children: string; 'data-testid'?: string }) {
  const sign = signOf(value);
  return (
    <Text span className="harta-num" c={sign > 0 ? 'teal' : sign < 0 ? 'red' : undefined} {...props}>
      {sign !== 0 && (
        <span aria-hidden="true" style={{ fontSize: '0.75em', marginInlineEnd: 4 }}>
          {sign > 0 ? '▲' : '▼'}
        </span>
      )}
      {children}
    </Text>
  );
}
