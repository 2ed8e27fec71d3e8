import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Card, FileInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiPaths } from '@harta/contracts/paths';
import {
  replacementPagesFor,
  updateClientDocumentFieldsSchema,
  type DocumentReplacementPage,
} from '@harta/contracts/schemas/profile-documents';
import { documentFileRules } from '@harta/contracts/schemas/registration-documents';
import { validateFile } from '@harta/contracts/validators';
import { showError } from '../../../components/feedback/feedback-modals';
import { isHttpError } from '../../../lib/http/http-error';
import { formatDate } from '../../../lib/i18n/format-date';
import { useDocumentReplacement } from '../api/get-document-replacement';
import { usePersonalInfo } from '../api/get-personal-info';
import { useRegT, type AnyKey } from '../i18n/use-reg-t';
import { postProfileUpdate, useFinishProfileUpdate } from './profile-update';
import { useStepUp } from './step-up-dialog';

const PAGE_LABEL: Record<DocumentReplacementPage, AnyKey> = {
  front: 'reg.profile.documentFront',
  back: 'reg.profile.documentBack',
};

/**
 * The identity document (`updateClientDocument`): a renewed MyKad or passport is sent with the step-up code and
 * reviewed by staff; until they decide, the current document stays on record and this section says so. The
 * fields and files are checked here with the contracts' rules (the registration's file rules), and again on the
 * server; a field the server refuses shows under it, a refused rule in the alert.
 */
export function DocumentReplacementSection() {
  const t = useRegT();
  const personal = usePersonalInfo();
  const latest = useDocumentReplacement();
  const finish = useFinishProfileUpdate();
  const stepUp = useStepUp('document');
  const [idNumber, setIdNumber] = useState<string | null>(null);
  const [expiryDate, setExpiryDate] = useState('');
  const [files, setFiles] = useState<Partial<Record<DocumentReplacementPage, File | null>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (personal.isPending || latest.isPending) return <Text c="dimmed">{t('app.loading')}</Text>;
  if (!personal.data || latest.isError) return <Alert color="red">{t('reg.profile.loadFailed')}</Alert>;
  const idType = personal.data.idType;
  const pages = replacementPagesFor(idType);
  const number = idNumber ?? personal.data.nric;
  const replacement = latest.data;
  const pending = replacement?.status === 'SUBMITTED';
  /** Each field's first message, translated (the schemas and the server give message keys). */
  const error = (field: string) => errors[field];

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    const parsed = updateClientDocumentFieldsSchema.safeParse({
      idType,
      idNumber: number,
      expiryDate,
      stepUpOtp: '000000',
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= t(issue.message as AnyKey);
    }
    for (const page of pages) {
      const file = files[page];
      const invalid = file && validateFile(file, documentFileRules[page === 'front' ? 'ID_FRONT' : 'ID_BACK']);
      if (!file) found[page] = t('kyc.fileMissing');
      else if (invalid) found[page] = t(invalid.key, invalid.values);
    }
    return found;
  }

  async function send() {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const submit = async (stepUpOtp: string) => {
      const form = new FormData();
      form.append('idType', idType);
      form.append('idNumber', number);
      if (idType === 'PASSPORT') form.append('expiryDate', expiryDate);
      form.append('stepUpOtp', stepUpOtp);
      for (const page of pages) form.append(page, files[page]!, files[page]!.name);
      return postProfileUpdate(ApiPaths.clientProfile.updateClientDocument, form);
    };
    setBusy(true);
    try {
      // A wrong code keeps the step-up dialog open with its message; any other answer is finished here.
      const result = await stepUp.run(submit);
      if (result && (await finish(result))) setFiles({});
    } catch (e) {
      const issues = isHttpError(e) && e.status === 400 ? e.body?.issues : undefined;
      if (issues?.length) setErrors(Object.fromEntries(issues.map((i) => [i.path, t(i.message as AnyKey)])));
      else showError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <Stack>
        <Title order={2} size="h3">
          {t('reg.profile.document')}
        </Title>
        <Text size="sm">{t('reg.profile.documentIntro')}</Text>
        {replacement && (
          <Alert
            role="status"
            color={pending ? 'blue' : replacement.status === 'APPROVED' ? 'green' : 'red'}
            variant="light"
          >
            {pending
              ? t('reg.profile.documentPending', { date: formatDate(replacement.submittedAt) })
              : replacement.status === 'APPROVED'
                ? t('reg.profile.documentApproved', { date: formatDate(replacement.submittedAt) })
                : t('reg.profile.documentRejected', {
                    date: formatDate(replacement.submittedAt),
                    reason: replacement.rejectReason ?? '',
                  })}
          </Alert>
        )}
        {!pending && (
          <>
            <Text c="dimmed">{t('reg.profile.documentIdType', { type: idType })}</Text>
            <TextInput
              label={t('reg.profile.documentIdNumber')}
              description={t('reg.profile.documentIdNumberHint')}
              value={number}
              error={error('idNumber')}
              onChange={(e) => setIdNumber(e.currentTarget.value)}
            />
            {idType === 'PASSPORT' && (
              <TextInput
                type="date"
                label={t('reg.profile.documentExpiry')}
                value={expiryDate}
                error={error('expiryDate')}
                onChange={(e) => setExpiryDate(e.currentTarget.value)}
              />
            )}
            {pages.map((page) => (
              <FileInput
                key={page}
                label={t(PAGE_LABEL[page])}
                description={t('reg.profile.documentFileHint')}
                accept="image/jpeg,image/png,application/pdf"
                clearable
                value={files[page] ?? null}
                error={error(page)}
                onChange={(file) => setFiles((current) => ({ ...current, [page]: file }))}
              />
            ))}
            <Button onClick={() => void send()} loading={busy}>
              {t('reg.profile.documentSend')}
            </Button>
          </>
        )}
      </Stack>
      {stepUp.dialog}
    </Card>
  );
}
