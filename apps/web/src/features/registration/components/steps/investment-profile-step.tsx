import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import { Alert, Badge, Group, Paper, Radio, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  RiskQuestionIds,
  riskQuestionOptions,
  scoreRiskProfile,
  type RiskAnswers,
} from '@harta/contracts/risk-profile';
import {
  riskAnswersSchema,
  type EtfRecommendation,
  type InvestmentProfile,
  type SaveInvestmentProfileRequest,
} from '@harta/contracts/schemas/registration-investment';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useEtfRecommendation } from '../../api/get-etf-recommendation';
import { useInvestmentProfile } from '../../api/get-investment-profile';
import { useGetKnowledge } from '../../api/get-knowledge';
import { useSaveInvestmentProfile } from '../../api/save-investment-profile';
import { useRegT, type AnyKey } from '../../i18n/use-reg-t';
import { applyApiIssues, errorText } from '../../logic/form-errors';
import { formatRate } from '../../logic/format';
import { StepActions, StepCard, StepSkeleton } from '../step-card';
import { saveStep, type StepProps } from './step-props';

// The Shariah question is a yes/no radio: its value a string until sent (docs/shariah.md).
const formSchema = z.object({
  answers: riskAnswersSchema,
  shariah: z.enum(['true', 'false'], { error: 'investment.shariahInvalid' }),
});
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** Step 9: the risk questionnaire, the risk level it gives, and the model portfolio of that level. */
export function InvestmentProfileStep(props: StepProps<SaveInvestmentProfileRequest>) {
  const profile = useInvestmentProfile();
  const knowledge = useGetKnowledge();
  if (profile.isPending || knowledge.isPending) return <StepSkeleton />;
  return <InvestmentForm {...props} saved={profile.data ?? null} knowledgeCap={knowledge.data?.riskCap ?? 5} />;
}

function completeAnswers(answers: Partial<RiskAnswers> | undefined): RiskAnswers | null {
  if (!answers) return null;
  return RiskQuestionIds.every((q) => !!answers[q]) ? (answers as RiskAnswers) : null;
}

function InvestmentForm({
  saved,
  knowledgeCap,
  ...props
}: StepProps<SaveInvestmentProfileRequest> & { saved: InvestmentProfile | null; knowledgeCap: number }) {
  const { onBack, submitLabel } = props;
  const t = useRegT();
  const save = useSaveInvestmentProfile();
  const form = useAppForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      answers: saved?.answers ?? ({} as RiskAnswers),
      shariah: saved ? (String(saved.shariah ?? false) as 'true' | 'false') : (undefined as unknown as 'false'),
    },
  });
  const answers = useWatch({ control: form.control, name: 'answers' }) as Partial<RiskAnswers>;
  const shariah = useWatch({ control: form.control, name: 'shariah' }) === 'true';
  const complete = completeAnswers(answers);
  const scored = complete ? scoreRiskProfile(complete, knowledgeCap) : null;
  const recommendation = useEtfRecommendation(scored?.riskLevel ?? null, shariah);

  const submit = form.handleSubmit(async (values) => {
    try {
      await saveStep(props, { answers: values.answers, shariah: values.shariah === 'true' }, (body) =>
        save.mutateAsync({ ...body, update: !!saved }),
      );
    } catch (error) {
      if (!applyApiIssues(error, form.setError, ['answers', 'shariah'])) showError(error);
    }
  });

  return (
    <StepCard title={t('reg.step.investment-profile')} intro={t('reg.investment.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {RiskQuestionIds.map((question) => (
            <Controller
              key={question}
              control={form.control}
              name={`answers.${question}`}
              render={({ field, fieldState }) => (
                <Radio.Group
                  label={t(`risk.q.${question}` as AnyKey)}
                  required
                  name={field.name}
                  value={(field.value as string | undefined) ?? ''}
                  onChange={(value) => field.onChange(value)}
                  error={
                    fieldState.error ? errorText(t, { ...fieldState.error, message: 'validation.required' }) : undefined
                  }
                >
                  <Stack gap="xs" mt="xs">
                    {riskQuestionOptions(question).map((option) => (
                      <Radio
                        key={String(option)}
                        value={String(option)}
                        label={t(`risk.q.${question}.${String(option)}` as AnyKey)}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
          ))}
          <Controller
            control={form.control}
            name="shariah"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('shariah.question')}
                description={t('shariah.hint')}
                required
                name={field.name}
                value={(field.value as string | undefined) ?? ''}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error ? t('investment.shariahInvalid') : undefined}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="true" label={t('shariah.yes')} />
                  <Radio value="false" label={t('shariah.no')} />
                </Stack>
              </Radio.Group>
            )}
          />
          {scored ? (
            <Paper withBorder p="md" radius="lg" aria-live="polite">
              <Stack>
                <Group justify="space-between">
                  <Title order={3} size="h4">
                    {t('reg.investment.yourLevel', { level: scored.riskLevel })}
                  </Title>
                  {recommendation.data && <Badge size="lg">{recommendation.data.name}</Badge>}
                </Group>
                {scored.capReason && (
                  <Alert color="yellow" variant="light">
                    {t(`reg.investment.cap.${scored.capReason}`)}
                  </Alert>
                )}
                {recommendation.isPending ? (
                  <Skeleton height={160} aria-label={t('app.loading')} />
                ) : recommendation.data ? (
                  <Recommendation data={recommendation.data} />
                ) : null}
              </Stack>
            </Paper>
          ) : (
            <Text c="dimmed" size="sm">
              {t('reg.investment.answerAll')}
            </Text>
          )}
          <StepActions
            onBack={onBack}
            saving={save.isPending || form.formState.isSubmitting}
            submitLabel={submitLabel}
          />
        </Stack>
      </form>
    </StepCard>
  );
}

/** The model portfolio: a table of ETFs with their weights and a bar each (readable without colour). */
export function Recommendation({ data }: { data: EtfRecommendation }) {
  const t = useRegT();
  return (
    <Stack>
      <Text>{data.explanation}</Text>
      <Group gap="xl">
        <div>
          <Text size="xs" c="dimmed">
            {t('reg.investment.expectedReturn')}
          </Text>
          <Text fw={600} className="harta-num">
            {formatRate(data.expectedReturn)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('reg.investment.volatility')}
          </Text>
          <Text fw={600} className="harta-num">
            {formatRate(data.volatility)}
          </Text>
        </div>
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs" data-testid="allocation-table">
          <Table.Caption>{t('reg.investment.allocationCaption', { name: data.name })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reg.investment.etf')}</Table.Th>
              <Table.Th>{t('reg.investment.assetClass')}</Table.Th>
              <Table.Th ta="right">{t('reg.investment.weight')}</Table.Th>
              <Table.Th w="30%">
                <VisuallyHidden>{t('reg.investment.weightBar')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.allocations.map((a) => (
              <Table.Tr key={a.ticker}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {a.ticker}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.name} · {a.currency}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`reg.assetClass.${a.assetClass}`)}</Table.Td>
                <Table.Td ta="right" className="harta-num">
                  {a.weightPercent}%
                </Table.Td>
                <Table.Td>
                  <div className="harta-bar-track" aria-hidden="true">
                    <div className="harta-bar-fill" style={{ width: `${a.weightBps / 100}%` }} />
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
