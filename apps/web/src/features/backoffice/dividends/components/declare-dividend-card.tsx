import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Input.css';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { declareDividendRequestSchema } from '@harta/contracts/schemas/dividends';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { firstIssueByField, serverIssuesByField } from '../../logic/first-issue-by-field';
import { errorText } from '../../money/i18n/use-money-t';
import { useIdempotencyKey } from '../../logic/use-idempotency-key';
import { useDeclareDividend } from '../api/dividends-api';
import { useDividendsT, type DividendsKey } from '../i18n/use-dividends-t';

const FIELDS = ['ticker', 'exDate', 'payDate', 'perUnit', 'withholdingRate', 'purificationRatio'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  ticker: '',
  exDate: '',
  payDate: '',
  perUnit: '',
  withholdingRate: '0',
  purificationRatio: '0',
};

/**
 * Declare a fund's distribution (docs/money.md "Dividends"): checked with the contracts' schema, errors under their
 * field (the server's too), then sent for approval with its Idempotency-Key.
 */
export function DeclareDividendCard() {
  const t = useDividendsT();
  const declare = useDeclareDividend();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const idempotency = useIdempotencyKey();

  const submit = () => {
    const parsed = declareDividendRequestSchema.safeParse({ ...values, ticker: values.ticker.trim().toUpperCase() });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    declare.mutate(
      { body: parsed.data, idempotencyKey: idempotency.keyFor(parsed.data) },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          idempotency.renew();
          if (isApprovalRequest(answer)) toastSentForApproval();
          else toastSuccess(t('dividends.declare.done'));
        },
        // The server's message goes under the field it is about (an unknown fund, an ex-date already declared).
        // A conflict (this ex-date already declared, or one pending) belongs to the ex-date.
        onError: (error) => setErrors(serverIssuesByField(error, 'exDate')),
      },
    );
  };

  return (
    <Card withBorder data-testid="declare-dividend">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('dividends.declare.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dividends.declare.body')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                type={field === 'exDate' || field === 'payDate' ? 'date' : 'text'}
                inputMode={field === 'ticker' || field.endsWith('Date') ? undefined : 'decimal'}
                label={t(`dividends.declare.${field}` as DividendsKey)}
                value={values[field]}
                required
                error={errors[field] ? errorText(new Error(errors[field])) : undefined}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((prev) => ({ ...prev, [field]: value }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={declare.isPending}>
              {t('dividends.declare.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
