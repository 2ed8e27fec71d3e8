import '@mantine/core/styles/Alert.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { HandoffRedeem } from '@harta/contracts/schemas/registration-documents';
import { useAuth } from '../../../../lib/auth/auth-context';
import { clearPendingFlags } from '../../../../lib/auth/pending-flags';
import { useSettings } from '../../../../lib/settings/settings-context';
import { exchangeHandoffTicket, type HandoffRefusal } from '../../api/exchange-handoff-ticket';
import { redeemHandoff } from '../../api/redeem-handoff';
import { useRegT } from '../../i18n/use-reg-t';
import { StepCard, StepSkeleton } from '../step-card';

type State =
  | { kind: 'working' }
  /** The code is unknown, used (a replayed link) or expired. */
  | { kind: 'invalid' }
  /** The identity server refused the ticket for a reason the client can act on. */
  | { kind: 'refused'; message: Exclude<HandoffRefusal, null> }
  /** Redeemed, but this device could not be signed in (network, server): log in here instead. */
  | { kind: 'login'; redeemed: HandoffRedeem };

/**
 * `?handoff=<code>` on the other device: redeems the single-use code, exchanges the one-time ticket for the
 * client's tokens (grant `urn:harta:handoff`), stores them in the OIDC client as a password login would, and
 * continues the registration at the client's saved step.
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
    started.current = true; // the code is single use: never redeem it twice (StrictMode runs effects twice)
    void (async () => {
      let redeemed: HandoffRedeem;
      try {
        redeemed = await redeemHandoff(code);
      } catch {
        setState({ kind: 'invalid' });
        return;
      }
      const exchange = await exchangeHandoffTicket(settings, redeemed.ticket);
      if (!exchange.ok) {
        setState(exchange.refusal ? { kind: 'refused', message: exchange.refusal } : { kind: 'login', redeemed });
        return;
      }
      try {
        await auth.loginWithTokens(exchange.tokens);
      } catch {
        setState({ kind: 'login', redeemed });
        return;
      }
      // As after a password login: per-session flags start clean.
      clearPendingFlags();
      navigate(href.registrationStep(redeemed.currentStep), { replace: true });
    })();
  }, [code, settings, auth, navigate]);

  if (state.kind === 'working') return <StepSkeleton />;
  return (
    <StepCard title={t('reg.handoff.title')}>
      <Stack>
        {state.kind === 'login' ? (
          <Text>
            {t('reg.handoff.redeemed', { email: state.redeemed.emailAddress, step: state.redeemed.currentStep })}
          </Text>
        ) : (
          <Alert color="yellow" variant="light" role="alert">
            {t(state.kind === 'invalid' ? 'reg.handoff.invalid' : state.message)}
          </Alert>
        )}
        <Button component={Link} to={href.to('userLogin')} style={{ alignSelf: 'flex-start' }}>
          {t('reg.handoff.login')}
        </Button>
      </Stack>
    </StepCard>
  );
}
