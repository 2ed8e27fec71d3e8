import '../plain/plain.css';
import { signOf } from '../../lib/money/format-return';

/**
 * A gain or a loss: its text carries the sign ('+RM 12.30', '-1.25%'), and colour (teal up, red down) and an arrow
 * only repeat it, so it reads the same without colour. `value` is the raw decimal that decides the direction.
 * A plain span (Mantine Text's look, none of its components: the dashboard shows many).
 */
export function SignedFigure({
  value,
  children,
  size,
  fw,
  'data-testid': testId,
}: {
  value: string;
  children: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  fw?: 500 | 600 | 700;
  'data-testid'?: string;
}) {
  const sign = signOf(value);
  const className = [
    'harta-text harta-num',
    size && `harta-text-${size}`,
    fw && `harta-fw-${fw}`,
    sign > 0 ? 'harta-up' : sign < 0 ? 'harta-down' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={className} data-testid={testId}>
      {sign !== 0 && (
        <span aria-hidden="true" style={{ fontSize: '0.75em', marginInlineEnd: 4 }}>
          {sign > 0 ? '▲' : '▼'}
        </span>
      )}
      {children}
    </span>
  );
}
