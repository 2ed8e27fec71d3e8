import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  type ContactInformation,
} from '@harta/contracts/schemas/registration-contact';
import { normalizeMalaysianMobile } from '@harta/contracts/schemas/registration-signup';
import { showError } from '../../../../components/feedback/feedback-modals';
import { isHttpError } from '../../../../lib/http/http-error';
import { useSavePhoneNumber } from '../../api/save-phone-number';
import { useSendEmailOtp } from '../../api/send-email-otp';
import { useSendMobileOtp } from '../../api/send-mobile-otp';
import { useCooldown } from '../../hooks/use-cooldown';
import { useRegT } from '../../i18n/use-reg-t';

/**
 * Mobile number verification: send a 6-digit code (SMS, or e-mail as a fallback), type it, verified. Resending
 * waits out the 60-second cooldown; wrong codes say how many tries are left (the server's message).
 */
export function MobileVerification({ saved }: { saved: ContactInformation }) {
  const t = useRegT();
  const [editing, setEditing] = useState(!saved.isMobileVerified);
  const [mobile, setMobile] = useState(saved.mobileNumber ?? '');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  const sendSms = useSendMobileOtp();
  const sendEmail = useSendEmailOtp();
  const verify = useSavePhoneNumber();
  const left = useCooldown(cooldownUntil);

  if (saved.isMobileVerified && !editing) {
    return (
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Text>{t('reg.contact.mobile', { number: saved.mobileNumber })}</Text>
            <Badge color="brand" variant="light">
              {t('reg.contact.verified')}
            </Badge>
          </Group>
          <Anchor component="button" type="button" onClick={() => setEditing(true)}>
            {t('reg.contact.changeMobile')}
          </Anchor>
        </Group>
      </Paper>
    );
  }

  const send = async (channel: 'sms' | 'email') => {
    const normalized = normalizeMalaysianMobile(mobile);
    if (!normalized) {
      setMobileError(t('validation.mobileNumber'));
      return;
    }
    setMobileError(null);
    try {
      const result = await (channel === 'sms' ? sendSms : sendEmail).mutateAsync({ mobileNumber: normalized });
      setSentTo(result.sentTo);
      setCooldownUntil(Date.now() + (result.resendAfterSeconds || OTP_RESEND_COOLDOWN_SECONDS) * 1000);
    } catch (error) {
      // The day's cap: the message says until when (a countdown of hours would say nothing more).
      if (isHttpError(error) && error.code === 'OTP_DAILY_LIMIT') setMobileError(t('otp.dailyLimit'));
      else if (isHttpError(error) && error.status === 429) {
        setCooldownUntil(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
        setMobileError(error.body?.result ?? t('api.rateLimited'));
      } else if (isHttpError(error) && error.status === 400) setMobileError(error.body?.result ?? t('alert.default'));
      else showError(error);
    }
  };

  const check = async () => {
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setOtpError(t('validation.otp'));
      return;
    }
    setOtpError(null);
    try {
      await verify.mutateAsync({ mobileNumber: normalizeMalaysianMobile(mobile) ?? mobile, otp });
      setEditing(false);
      setOtp('');
      setSentTo(null);
    } catch (error) {
      if (isHttpError(error) && error.code === 'OTP_DAILY_LIMIT') setOtpError(t('otp.dailyLimit'));
      else if (isHttpError(error) && error.status === 400) setOtpError(error.body?.result ?? t('otp.invalid'));
      else showError(error);
    }
  };

  const sending = sendSms.isPending || sendEmail.isPending;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Text fw={600}>{t('reg.contact.verifyTitle')}</Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('reg.field.mobile')}
            type="tel"
            autoComplete="tel"
            value={mobile}
            onChange={(event) => setMobile(event.currentTarget.value)}
            error={mobileError}
            style={{ flex: '1 1 14rem' }}
          />
          <Button onClick={() => void send('sms')} loading={sendSms.isPending} disabled={left > 0 || sending}>
            {left > 0
              ? t('reg.contact.resendIn', { seconds: left })
              : sentTo
                ? t('reg.contact.resendCode')
                : t('reg.contact.sendCode')}
          </Button>
        </Group>
        {sentTo && (
          <>
            <Alert color="brand" variant="light">
              {t('reg.contact.codeSentTo', { to: sentTo })} {t('otp.sent')}
            </Alert>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('reg.field.otp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                value={otp}
                onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, ''))}
                error={otpError}
                style={{ flex: '0 1 12rem' }}
              />
              <Button onClick={() => void check()} loading={verify.isPending}>
                {t('reg.contact.verify')}
              </Button>
            </Group>
          </>
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void send('email')}
          disabled={left > 0 || sending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('reg.contact.sendByEmail')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
