import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import { useRef, useState } from 'react';
import { Button, Card, FileInput, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { bnmDocumentFileRules } from '@harta/contracts/schemas/bnm-documents';
import { validateFile } from '@harta/contracts/validators';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { isHttpError } from '../../../lib/http/http-error';
import { useUploadBnmDocument } from '../api/upload-bnm-document';
import { useBnmDocumentsT, type BnmDocumentsKey } from '../i18n/use-bnm-documents-t';

export const ACCEPTED_FILES = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/**
 * The upload: the file is checked here with the contracts' rules (type and size) before it is sent, and again by
 * the server, which also checks the content. A refusal (400/413) is shown under the field; what was typed stays.
 */
export function BnmUploadForm({ clientId }: { clientId: number | undefined }) {
  const t = useBnmDocumentsT();
  const upload = useUploadBnmDocument();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A second click before the button shows its loading state (the next render) must not send the file again.
  const sending = useRef(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const invalid = chosen ? validateFile(chosen, bnmDocumentFileRules) : null;
    setError(invalid ? t(invalid.key as BnmDocumentsKey, invalid.values) : null);
  };

  const submit = async () => {
    if (!file || clientId === undefined) {
      setError(t('kyc.fileMissing'));
      return;
    }
    const invalid = validateFile(file, bnmDocumentFileRules);
    if (invalid) {
      setError(t(invalid.key as BnmDocumentsKey, invalid.values));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      await upload.mutateAsync({ clientId, file, ...(description.trim() ? { description: description.trim() } : {}) });
      setFile(null);
      setDescription('');
      setError(null);
      toastSuccess(t('bnmDocuments.uploaded'));
    } catch (e) {
      if (isHttpError(e) && (e.status === 400 || e.status === 413)) setError(e.body?.result ?? t('alert.default'));
      else showError(e);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Card component="section" aria-labelledby="bnm-upload-heading">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="bnm-upload-heading">
            {t('bnmDocuments.uploadTitle')}
          </Title>
          <FileInput
            label={t('bnmDocuments.file')}
            description={t('bnmDocuments.fileHint')}
            placeholder={t('bnmDocuments.filePlaceholder')}
            // Mantine's light-grey placeholder fails the contrast rule; this one is an instruction, not a hint.
            styles={{ placeholder: { color: 'var(--mantine-color-text)' } }}
            accept={ACCEPTED_FILES}
            value={file}
            onChange={choose}
            error={error}
            clearable
            withAsterisk
          />
          <TextInput
            label={t('bnmDocuments.description')}
            description={t('bnmDocuments.descriptionHint')}
            value={description}
            maxLength={200}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {upload.isPending && (
            <Stack gap={4}>
              <Text size="sm" id="bnm-upload-progress">
                {t('bnmDocuments.uploading')}
              </Text>
              <Progress value={100} animated striped aria-labelledby="bnm-upload-progress" />
            </Stack>
          )}
          <Button
            type="submit"
            loading={upload.isPending}
            disabled={clientId === undefined}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('bnmDocuments.upload')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
