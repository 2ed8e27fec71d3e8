import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import { useRedeemHandoff } from '../../api/redeem-handoff';
import { useRegT } from '../../i18n/use-reg-t';
import { StepCard, StepSkeleton } from '../step-card';

/**
 * `?handoff=<code>` on the phone: redeems the single-use code and shows whose registration it is. The one-time
 * login ticket needs the identity server's hand-off sign-in, which the session (lib/auth) does not offer yet, so
 * the client logs in on this device to continue.
 */
export function HandoffRedeemView({ code }: { code: string }) {
  const t = useRegT();
  const redeem = useRedeemHandoff();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    redeem.mutate(code);
  }, [code, redeem]);

  if (redeem.isPending || redeem.isIdle) return <StepSkeleton />;
  return (
    <StepCard title={t('reg.handoff.title')}>
      <Stack>
        {redeem.isError ? (
          <Alert color="yellow" variant="light" role="alert">
            {t('reg.handoff.invalid')}
          </Alert>
        ) : (
          <Text>{t('reg.handoff.redeemed', { email: redeem.data?.emailAddress, step: redeem.data?.currentStep })}</Text>
        )}
        <Button component={Link} to={href.to('userLogin')} style={{ alignSelf: 'flex-start' }}>
          {t('reg.handoff.login')}
        </Button>
      </Stack>
    </StepCard>
  );
}
