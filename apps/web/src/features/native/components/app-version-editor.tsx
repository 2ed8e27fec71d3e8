import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Fieldset.css';
import { useEffect } from 'react';
import { type FieldErrors, type Resolver } from 'react-hook-form';
import { useAppForm } from '../../../lib/forms/use-app-form';
import { Alert, Button, Card, Fieldset, Group, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { NativeLoadFailed } from './load-failed';
import { useNativeT, type AnyKey } from '../i18n/use-native-t';
import {
  updateAppVersionRequestSchema,
  type AppVersionRecord,
  type MobilePlatform,
  type UpdateAppVersionRequest,
} from '@harta/contracts/schemas/native';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { useAppVersions } from '../api/list-app-versions';
import { useUpdateAppVersion } from '../api/update-app-version';
import { formatDate } from '../../../lib/i18n/format-date';

interface FormValues {
  latest: string;
  url: string;
  /** Comma- or space-separated. */
  blacklist: string;
  mandatoryTitle: string;
  mandatoryText: string;
  optionalTitle: string;
  optionalText: string;
}

function toForm(record: AppVersionRecord): FormValues {
  return {
    latest: record.latest,
    url: record.url,
    blacklist: record.blacklist.join(', '),
    mandatoryTitle: record.alerts.mandatory.title,
    mandatoryText: record.alerts.mandatory.text,
    optionalTitle: record.alerts.optional.title,
    optionalText: record.alerts.optional.text,
  };
}

function toRequest(values: FormValues): unknown {
  return {
    latest: values.latest,
    url: values.url,
    blacklist: values.blacklist.split(/[\s,]+/).filter(Boolean),
    alerts: {
      mandatory: { title: values.mandatoryTitle, text: values.mandatoryText },
      optional: { title: values.optionalTitle, text: values.optionalText },
    },
  };
}

const FIELD_BY_PATH: Record<string, keyof FormValues> = {
  latest: 'latest',
  url: 'url',
  blacklist: 'blacklist',
  'alerts.mandatory.title': 'mandatoryTitle',
  'alerts.mandatory.text': 'mandatoryText',
  'alerts.optional.title': 'optionalTitle',
  'alerts.optional.text': 'optionalText',
};

/** Validates with the contract's schema (the server's own), reporting each issue on the field it concerns. */
const resolver: Resolver<FormValues> = async (values) => {
  const parsed = updateAppVersionRequestSchema.safeParse(toRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<FormValues> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const field = FIELD_BY_PATH[path.join('.')] ?? (path[0] === 'blacklist' ? 'blacklist' : undefined);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

function PlatformForm({ record }: { record: AppVersionRecord }) {
  const t = useNativeT();
  const update = useUpdateAppVersion();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useAppForm<FormValues>({ resolver, defaultValues: toForm(record) });

  useEffect(() => reset(toForm(record)), [record, reset]);

  // Issues carry message keys (contracts); the length limit is the one placeholder they use.
  const error = (key: string | undefined, max = 500) =>
    key === 'validation.maxLength' ? t('validation.maxLength', { max }) : key ? t(key as AnyKey) : undefined;
  const platformLabel = t(record.platform === 'ios' ? 'native.appVersions.ios' : 'native.appVersions.android');

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        platform: record.platform,
        input: updateAppVersionRequestSchema.parse(toRequest(values)) as UpdateAppVersionRequest,
      });
      toastSuccess(t('native.appVersions.saved'));
    } catch (failure) {
      showError(failure);
    }
  });

  return (
    <Card padding="lg" component="section" aria-label={platformLabel}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {platformLabel}
          </Title>
          <Text size="sm" c="dimmed">
            {record.updatedAt
              ? t('native.appVersions.lastSaved', { date: formatDate(record.updatedAt), by: record.updatedBy ?? '—' })
              : t('native.appVersions.defaults')}
          </Text>
          <TextInput
            label={t('native.appVersions.latest')}
            required
            error={error(errors.latest?.message)}
            {...register('latest')}
          />
          <TextInput
            label={t('native.appVersions.url')}
            required
            error={error(errors.url?.message)}
            {...register('url')}
          />
          <TextInput
            label={t('native.appVersions.blacklist')}
            description={t('native.appVersions.blacklistHint')}
            error={error(errors.blacklist?.message)}
            {...register('blacklist')}
          />
          <Fieldset legend={t('native.appVersions.mandatory')}>
            <Stack gap="sm">
              <TextInput
                label={t('native.appVersions.alertTitle')}
                required
                error={error(errors.mandatoryTitle?.message, 100)}
                {...register('mandatoryTitle')}
              />
              <Textarea
                label={t('native.appVersions.alertText')}
                required
                autosize
                minRows={2}
                error={error(errors.mandatoryText?.message)}
                {...register('mandatoryText')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('native.appVersions.optional')}>
            <Stack gap="sm">
              <TextInput
                label={t('native.appVersions.alertTitle')}
                required
                error={error(errors.optionalTitle?.message, 100)}
                {...register('optionalTitle')}
              />
              <Textarea
                label={t('native.appVersions.alertText')}
                required
                autosize
                minRows={2}
                error={error(errors.optionalText?.message)}
                {...register('optionalText')}
              />
            </Stack>
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty && record.updatedAt !== null}>
              {t('native.appVersions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * Staff: edit the mobile app version record of each platform (what getMobileAppVersion answers). A component the
 * back office can mount anywhere; also shown on its own at /backoffice/app-versions.
 */
export function AppVersionEditor({ platforms = ['android', 'ios'] }: { platforms?: readonly MobilePlatform[] }) {
  const t = useNativeT();
  const versions = useAppVersions();
  if (versions.isPending) return <Skeleton height={480} radius="lg" />;
  if (versions.isError) {
    return <NativeLoadFailed messageKey="native.appVersions.loadFailed" onRetry={() => void versions.refetch()} />;
  }
  const records = versions.data.filter((r) => platforms.includes(r.platform));
  return (
    <Stack gap="lg">
      <Alert variant="light">{t('native.appVersions.intro')}</Alert>
      {records.map((record) => (
        <PlatformForm key={record.platform} record={record} />
      ))}
    </Stack>
  );
}
