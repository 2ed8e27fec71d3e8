import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Radio, Stack } from '@mantine/core';
import type { BankItem } from '@harta/contracts/schemas/payments';

export interface BankRadioGroupProps {
  banks: BankItem[];
  label: string;
  description: string;
  /** The label of a bank that is offline at the gateway now (shown, not choosable). */
  offlineLabel: (name: string) => string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/**
 * The client's bank, chosen from the gateway's list with its online state (an offline bank is shown greyed out):
 * the deposit and the recurring deposit's mandate both send the client to it.
 */
export function BankRadioGroup({
  banks,
  label,
  description,
  offlineLabel,
  value,
  onChange,
  error,
}: BankRadioGroupProps) {
  return (
    <Radio.Group label={label} description={description} required value={value} onChange={onChange} error={error}>
      <Stack gap="sm" mt="xs">
        {banks.map((bank) => (
          <Radio
            key={bank.code}
            value={bank.code}
            disabled={!bank.online}
            label={bank.online ? bank.name : offlineLabel(bank.name)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
