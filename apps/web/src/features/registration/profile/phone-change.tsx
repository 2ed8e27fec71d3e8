import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiPaths } from '@harta/contracts/paths';
import { showAlert, showError } from '../../../components/feedback/feedback-modals';
import { useRegT } from '../i18n/use-reg-t';
import { postProfileUpdate, useProfileUpdate } from './profile-update';

/**
 * The mobile number: a code to the new number (it is the client's) and a step-up code to the current one (it is
 * the client asking), both texted by "Send codes"; Save changes it (`updatePhoneNumber`).
 */
export function PhoneChange({ current }: { current: string | null }) {
  const t = useRegT();
  const update = useProfileUpdate();
  const [mobileNumber, setMobileNumber] = useState('');
  const [otp, setOtp] = useState('');
  const [stepUpOtp, setStepUpOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const sendCodes = () =>
    run(async () => {
      for (const [path, body] of [
        [ApiPaths.clientProfile.sendMobileOTP, { mobileNumber }],
        [ApiPaths.clientProfile.sendStepUpOTP, { change: 'phone' }],
      ] as const) {
        const result = await postProfileUpdate(path, body);
        if (!result.status) {
          showAlert(result.errorMessage ?? undefined);
          return;
        }
      }
      setSent(true);
    });

  const save = () =>
    run(async () => {
      if (await update(ApiPaths.clientProfile.updatePhoneNumber, { mobileNumber, otp, stepUpOtp })) {
        setSent(false);
        setMobileNumber('');
        setOtp('');
        setStepUpOtp('');
      }
    });

  return (
    <Card>
      <Stack>
        <Title order={2} size="h3">
          {t('reg.profile.phone')}
        </Title>
        <Text c="dimmed">{t('reg.profile.phoneCurrent', { number: current ?? '—' })}</Text>
        <TextInput
          label={t('reg.profile.phoneNew')}
          inputMode="tel"
          autoComplete="tel"
          value={mobileNumber}
          onChange={(e) => setMobileNumber(e.currentTarget.value)}
        />
        <Button variant="light" onClick={sendCodes} loading={busy && !sent} disabled={!mobileNumber.trim()}>
          {t('reg.profile.sendCodes')}
        </Button>
        {sent && (
          <>
            <TextInput
              label={t('reg.profile.phoneNewCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.currentTarget.value)}
            />
            <TextInput
              label={t('reg.profile.phoneOldCode')}
              inputMode="numeric"
              maxLength={6}
              value={stepUpOtp}
              onChange={(e) => setStepUpOtp(e.currentTarget.value)}
            />
            <Button onClick={save} loading={busy} disabled={otp.length !== 6 || stepUpOtp.length !== 6}>
              {t('reg.profile.save')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
