import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  KNOWLEDGE_QUESTIONS,
  saveKnowledgeRequestSchema,
  type KnowledgeInformation,
  type SaveKnowledgeRequest,
} from '@harta/contracts/schemas/registration-knowledge';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useGetKnowledge } from '../../api/get-knowledge';
import { useSaveKnowledge } from '../../api/save-knowledge';
import { useRegT } from '../../i18n/use-reg-t';
import { applyApiIssues, errorText } from '../../logic/form-errors';
import { YesNoField } from '../fields';
import { StepActions, StepCard, StepSkeleton } from '../step-card';
import { saveStep, type StepProps } from './step-props';

type Input = z.input<typeof saveKnowledgeRequestSchema>;
type Output = z.output<typeof saveKnowledgeRequestSchema>;
const FIELDS = KNOWLEDGE_QUESTIONS.map((q) => q.field);

/** Step 8: investment knowledge and experience (they cap the risk level of step 9). */
export function KnowledgeStep(props: StepProps<SaveKnowledgeRequest>) {
  const knowledge = useGetKnowledge();
  if (knowledge.isPending) return <StepSkeleton />;
  return <KnowledgeForm {...props} saved={knowledge.data ?? null} />;
}

function KnowledgeForm({ saved, ...props }: StepProps<SaveKnowledgeRequest> & { saved: KnowledgeInformation | null }) {
  const { email, onBack, submitLabel } = props;
  const t = useRegT();
  const save = useSaveKnowledge();
  const form = useAppForm<Input, unknown, Output>({
    resolver: zodResolver(saveKnowledgeRequestSchema),
    defaultValues: saved
      ? {
          hasFinanceEducation: saved.hasFinanceEducation,
          investmentExperience: saved.investmentExperience,
          instrumentsTraded: saved.instrumentsTraded,
          understandsRisk: saved.understandsRisk,
          understandsCurrencyRisk: saved.understandsCurrencyRisk,
        }
      : ({ instrumentsTraded: [] } as Partial<Input> as Input),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await saveStep(props, { ...values, createdBy: email, modifiedBy: email }, save.mutateAsync);
    } catch (error) {
      if (!applyApiIssues(error, form.setError, FIELDS)) showError(error);
    }
  });

  return (
    <StepCard title={t('reg.step.knowledge')} intro={t('reg.knowledge.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {KNOWLEDGE_QUESTIONS.map((question) => {
            if (question.kind === 'yesNo') {
              return (
                <YesNoField
                  key={question.field}
                  control={form.control}
                  name={question.field}
                  label={t(question.labelKey)}
                />
              );
            }
            if (question.kind === 'single') {
              return (
                <Controller
                  key={question.field}
                  control={form.control}
                  name={question.field}
                  render={({ field, fieldState }) => (
                    <Radio.Group
                      label={t(question.labelKey)}
                      required
                      name={field.name}
                      value={(field.value as string | undefined) ?? ''}
                      onChange={(value) => {
                        field.onChange(value);
                        field.onBlur();
                      }}
                      error={errorText(t, fieldState.error)}
                    >
                      <Stack gap="xs" mt="xs">
                        {question.options.map((option) => (
                          <Radio key={option.code} value={option.code} label={t(option.labelKey)} />
                        ))}
                      </Stack>
                    </Radio.Group>
                  )}
                />
              );
            }
            return (
              <Controller
                key={question.field}
                control={form.control}
                name={question.field}
                render={({ field, fieldState }) => (
                  <Checkbox.Group
                    label={t(question.labelKey)}
                    description={t('reg.knowledge.chooseAll')}
                    value={(field.value as string[] | undefined) ?? []}
                    onChange={(value) => field.onChange(value)}
                    error={errorText(t, fieldState.error)}
                  >
                    <Group mt="xs" gap="md">
                      {question.options.map((option) => (
                        <Checkbox key={option.code} value={option.code} label={t(option.labelKey)} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                )}
              />
            );
          })}
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
