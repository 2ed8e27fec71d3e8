import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SPOUSE_ID_INPUT_MAX_LENGTH, validateSpouseNric } from '@harta/contracts/spouse-nric';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { isHttpError } from '../../../lib/http/http-error';
import { useUpdateSpouseId } from '../api/update-spouse-id';
import { useNoticesT, type NoticesKey } from '../i18n/use-notices-t';

interface SpouseIdModalProps {
  /** 'Remind Me Later': closes the dialog; it returns at the next login. */
  onRemindLater: () => void;
  /** Saved: the notice no longer applies. */
  onUpdated: () => void;
}

/**
 * The spouse ID update (spec sections 2 and 5): the section 5 rules from contracts (the server applies the same
 * schema), messages shown once the client has typed or left the box, a box that takes 45 characters, and Update
 * disabled while the value is invalid.
 */
export function SpouseIdModal({ onRemindLater, onUpdated }: SpouseIdModalProps) {
  const t = useNoticesT();
  const update = useUpdateSpouseId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const issue = validateSpouseNric(value);
  const [serverIssue, setServerIssue] = useState<string | null>(null);
  const shownIssue = touched ? (issue ?? serverIssue) : null;

  const submit = async () => {
    if (issue) return;
    setRefusal(null);
    try {
      const result = await update.mutateAsync({ spouseNric: value });
      if (!result.status) {
        setRefusal(result.errorMessage ?? t('api.internal'));
        return;
      }
    } catch (error) {
      const fieldIssue = isHttpError(error) ? error.body?.issues?.find((i) => i.path === 'spouseNric') : undefined;
      if (fieldIssue) setServerIssue(fieldIssue.message);
      else showError(error);
      return;
    }
    toastSuccess(t('profile.updated'));
    onUpdated();
  };

  return (
    <Modal opened onClose={onRemindLater} title={t('notices.spouse.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text>{t('notices.spouse.body')}</Text>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <TextInput
            data-autofocus
            label={t('notices.spouse.label')}
            required
            maxLength={SPOUSE_ID_INPUT_MAX_LENGTH}
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setServerIssue(null);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            error={shownIssue ? t(shownIssue as NoticesKey) : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onRemindLater}>
              {t('notices.spouse.remindLater')}
            </Button>
            <Button type="submit" disabled={issue !== null} loading={update.isPending}>
              {t('notices.spouse.update')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
