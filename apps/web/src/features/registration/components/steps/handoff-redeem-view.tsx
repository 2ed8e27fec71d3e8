import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { HandoffRedeem } from '@harta/contracts/schemas/registration-documents';
import { useAuth } from '../../../../lib/auth/auth-context';
import { useSettings } from '../../../../lib/settings/settings-context';
import { exchangeHandoffTicket } from '../../api/exchange-handoff-ticket';
import { redeemHandoff } from '../../api/redeem-handoff';
import { useRegT } from '../../i18n/use-reg-t';
import { StepCard, StepSkeleton } from '../step-card';

type State =
  | { kind: 'working' }
  | { kind: 'invalid' }
  /** Redeemed, but this device could not be signed in with the ticket: log in here instead. */
  | { kind: 'login'; redeemed: HandoffRedeem };

/**
 * `?handoff=<code>` on the other device: redeems the single-use code, exchanges the one-time ticket for a session
 * and continues the registration at the client's step. When the identity server refuses the ticket, the client
 * is told whose registration it is and logs in on this device.
 */
export function HandoffRedeemView({ code }: { code: string }) {
  const t = useRegT();
  const settings = useSettings();
  const auth = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true; // the code is single use
    void (async () => {
      let redeemed: HandoffRedeem;
      try {
        redeemed = await redeemHandoff(code);
      } catch {
        setState({ kind: 'invalid' });
        return;
      }
      const tokens = await exchangeHandoffTicket(settings, redeemed.ticket);
      if (!tokens) {
        setState({ kind: 'login', redeemed });
        return;
      }
      try {
        await auth.loginWithTokens(tokens);
        navigate(href.registrationStep(redeemed.currentStep), { replace: true });
      } catch {
        setState({ kind: 'login', redeemed });
      }
    })();
  }, [code, settings, auth, navigate]);

  if (state.kind === 'working') return <StepSkeleton />;
  return (
    <StepCard title={t('reg.handoff.title')}>
      <Stack>
        {state.kind === 'invalid' ? (
          <Alert color="yellow" variant="light" role="alert">
            {t('reg.handoff.invalid')}
          </Alert>
        ) : (
          <Text>
            {t('reg.handoff.redeemed', { email: state.redeemed.emailAddress, step: state.redeemed.currentStep })}
          </Text>
        )}
        <Button component={Link} to={href.to('userLogin')} style={{ alignSelf: 'flex-start' }}>
          {t('reg.handoff.login')}
        </Button>
      </Stack>
    </StepCard>
  );
}
