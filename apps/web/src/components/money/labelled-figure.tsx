import { Text, type MantineSize } from '@mantine/core';

/** A money figure with its label above and, when given, a line saying what it means below. */
export function LabelledFigure({
  label,
  value,
  hint,
  size = 'lg',
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  size?: MantineSize;
  testId: string;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={size === 'xl' ? 700 : 600} size={size} className="harta-num" data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}
