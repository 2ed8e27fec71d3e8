import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { shariahFundChangeSchema, type ShariahFund } from '@harta/contracts/schemas/shariah';
import { errorText } from '../../money/i18n/use-money-t';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { firstIssueByField, serverIssuesByField } from '../../logic/first-issue-by-field';
import { useIdempotencyKey } from '../../logic/use-idempotency-key';
import { useAskShariahChange } from '../api/shariah-api';
import { useShariahUniverseT } from '../i18n/use-shariah-universe-t';

/**
 * "Ask to change" one fund's Shariah facts: checked with the contracts' schema (errors under their field), then sent
 * for a Shariah adviser's approval. A fund taken out of the universe needs no standard or body.
 */
export function ShariahChangeModal({ fund, onClose }: { fund: ShariahFund; onClose: () => void }) {
  const t = useShariahUniverseT();
  const ask = useAskShariahChange();
  const { keyFor } = useIdempotencyKey();
  const [compliant, setCompliant] = useState(fund.shariahCompliant);
  const [standard, setStandard] = useState(fund.screeningStandard ?? '');
  const [body, setBody] = useState(fund.certifyingBody ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const change = {
      shariahCompliant: compliant,
      screeningStandard: compliant ? standard : standard.trim() || null,
      certifyingBody: compliant ? body : body.trim() || null,
    };
    const parsed = shariahFundChangeSchema.safeParse(change);
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    ask.mutate(
      { ticker: fund.ticker, change: parsed.data, idempotencyKey: keyFor(parsed.data) },
      {
        onSuccess: () => {
          onClose();
          // Always a request (202): a Shariah adviser decides it, whatever the four-eyes switches say.
          toastSuccess(t('shariahUniverse.sent'));
        },
        // A refusal naming no field (a change already waiting) shows under the first text field.
        onError: (error) => setErrors(serverIssuesByField(error, 'screeningStandard')),
      },
    );
  };
  const error = (field: string) => (errors[field] ? errorText(new Error(errors[field])) : undefined);

  return (
    <Modal opened onClose={onClose} title={t('shariahUniverse.changeTitle', { ticker: fund.ticker })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('shariahUniverse.changeBody')}
          </Text>
          <Checkbox
            label={t('shariahUniverse.field.compliant')}
            checked={compliant}
            onChange={(e) => setCompliant(e.currentTarget.checked)}
          />
          <TextInput
            label={t('shariahUniverse.field.standard')}
            value={standard}
            required={compliant}
            maxLength={200}
            error={error('screeningStandard')}
            onChange={(e) => setStandard(e.currentTarget.value)}
          />
          <TextInput
            label={t('shariahUniverse.field.body')}
            value={body}
            required={compliant}
            maxLength={200}
            error={error('certifyingBody')}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('shariahUniverse.cancel')}
            </Button>
            <Button type="submit" loading={ask.isPending}>
              {t('shariahUniverse.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
