import '../plain/plain.css';

/** A money figure with its label above and, when given, a line saying what it means below (plain elements). */
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
  size?: 'md' | 'lg' | 'xl';
  testId: string;
}) {
  return (
    <div>
      <p className="harta-text harta-text-sm harta-dimmed">{label}</p>
      <p
        className={`harta-text harta-text-${size} ${size === 'xl' ? 'harta-fw-700' : 'harta-fw-600'} harta-num`}
        data-testid={testId}
      >
        {value}
      </p>
      {hint && <p className="harta-text harta-text-xs harta-dimmed">{hint}</p>}
    </div>
  );
}
