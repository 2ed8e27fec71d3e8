import './registration.css';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { REFERRAL_LINK_PARAM } from '@harta/contracts/schemas/referral';
import { href } from '@harta/contracts/routes';
import { PageTitle } from '../../../components/page/page-title';
import { toastSuccess } from '../../../components/feedback/toasts';
import { useAuth } from '../../../lib/auth/auth-context';
import { useClientSummary, useExpectsClientProfile } from '../../../lib/client-profile/use-client-profile';
import { useRegT } from '../i18n/use-reg-t';
import { useHandoffWatch } from '../hooks/use-handoff-watch';
import { useStepNavigation } from '../hooks/use-step-navigation';
import { useVisitorState } from '../hooks/use-visitor-state';
import { FIRST_CLIENT_STEP, resolveStepView } from '../logic/step-resolution';
import { RegistrationStepper } from './registration-stepper';
import { StepSkeleton } from './step-card';
import { CheckEmailStep } from './steps/check-email-step';
import { ConfirmEmailView } from './steps/confirm-email-view';
import { HandoffRedeemView } from './steps/handoff-redeem-view';
import { IdentityStep } from './steps/identity-step';
import { PasswordStep } from './steps/password-step';
import { PersonalStep } from './steps/personal-step';
import { SignupStep } from './steps/signup-step';
import { ContactStep } from './steps/contact-step';
import { FinancialStep } from './steps/financial-step';
import { KnowledgeStep } from './steps/knowledge-step';
import { InvestmentProfileStep } from './steps/investment-profile-step';
import { ReviewStep } from './steps/review-step';

/** `/registration`: the ten-step journey (docs/registration.md). */
export function RegistrationPage() {
  const t = useRegT();
  const [params, setParams] = useSearchParams();
  const auth = useAuth();
  const expectsClient = useExpectsClientProfile();
  const summary = useClientSummary();
  const [visitor, setVisitor] = useVisitorState();
  const nav = useStepNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const view = resolveStepView({
    query: { step: params.get('step'), confirm: params.get('confirm'), handoff: params.get('handoff') },
    auth: auth.status,
    summary: summary.data ?? null,
    pendingEmail: visitor.pendingEmail,
    setupToken: visitor.setupToken,
  });

  // A visitor who finished steps 1–3 in this tab no longer needs what they carried.
  useEffect(() => {
    if (auth.status === 'authenticated' && (visitor.pendingEmail || visitor.setupToken)) setVisitor(null);
  }, [auth.status, visitor.pendingEmail, visitor.setupToken, setVisitor]);

  // The QR hand-off's way back: when the phone moves the registration on, this tab follows.
  const { goTo } = nav;
  const followOtherDevice = useCallback(
    (step: number) => {
      toastSuccess(t('reg.handoff.movedOn'));
      goTo(step);
    },
    [t, goTo],
  );
  const handoffWatch = useHandoffWatch({ enabled: expectsClient, onMovedOn: followOtherDevice });

  const onConfirmed = useCallback(
    (setupToken: string, email: string) => {
      setVisitor({ setupToken, setupEmail: email, pendingEmail: null });
      setParams({}, { replace: true });
    },
    [setVisitor, setParams],
  );

  if (auth.status === 'authenticated' && !expectsClient) return <Navigate to={href.root()} replace />;
  if (view.kind === 'redirect') return <Navigate to={view.to} replace />;

  const email = summary.data?.emailAddress ?? '';
  const next = (from: number) => () => nav.savedThenGoTo(from + 1);
  const back = (from: number) => (from > FIRST_CLIENT_STEP ? () => nav.goTo(from - 1) : undefined);

  let body: ReactNode;
  let stepper: ReactNode = null;
  if (view.kind === 'loading') body = <StepSkeleton />;
  else if (view.kind === 'handoff') body = <HandoffRedeemView code={view.code} />;
  else if (view.kind === 'confirm') {
    stepper = <RegistrationStepper current={2} maxStep={2} />;
    body = (
      <ConfirmEmailView
        token={view.token}
        onConfirmed={onConfirmed}
        onResent={(address) => {
          setVisitor({ pendingEmail: address, sentAt: Date.now() });
          setParams({}, { replace: true });
        }}
      />
    );
  } else {
    stepper = <RegistrationStepper current={view.step} maxStep={view.maxStep} />;
    switch (view.step) {
      case 1:
        body = (
          <SignupStep
            referralCode={params.get(REFERRAL_LINK_PARAM)}
            onSignedUp={(address, resumed) => setVisitor({ pendingEmail: address, sentAt: Date.now(), resumed })}
          />
        );
        break;
      case 2:
        body = (
          <CheckEmailStep
            email={visitor.pendingEmail ?? ''}
            sentAt={visitor.sentAt}
            resumed={visitor.resumed ?? false}
            onResent={(at) => setVisitor({ sentAt: at })}
            onChangeEmail={() => setVisitor(null)}
          />
        );
        break;
      case 3:
        body = (
          <PasswordStep
            setupToken={visitor.setupToken ?? ''}
            email={visitor.setupEmail}
            login={auth.login}
            onDone={async () => {
              setVisitor(null);
              await queryClient.invalidateQueries();
              navigate(href.registrationStep(FIRST_CLIENT_STEP), { replace: true });
            }}
            onExpired={() => setVisitor(null)}
          />
        );
        break;
      case 4:
        body = (
          <IdentityStep onDone={next(4)} onHandoffCreated={() => summary.data && handoffWatch.start(summary.data)} />
        );
        break;
      case 5:
        body = <PersonalStep email={email} onSaved={next(5)} onBack={back(5)} />;
        break;
      case 6:
        body = <ContactStep email={email} onSaved={next(6)} onBack={back(6)} />;
        break;
      case 7:
        body = <FinancialStep email={email} onSaved={next(7)} onBack={back(7)} />;
        break;
      case 8:
        body = <KnowledgeStep email={email} onSaved={next(8)} onBack={back(8)} />;
        break;
      case 9:
        body = <InvestmentProfileStep email={email} onSaved={next(9)} onBack={back(9)} />;
        break;
      default:
        body = (
          <ReviewStep
            onEdit={(step) => nav.goTo(step)}
            onSubmitted={async () => {
              await nav.refreshProgress();
              navigate(href.appPending('PENDING'), { replace: true });
            }}
          />
        );
    }
  }

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <PageTitle>{t('page.registration')}</PageTitle>
        {stepper}
        <div key={view.kind === 'step' ? view.step : view.kind}>{body}</div>
      </Stack>
    </Container>
  );
}
