import '@mantine/core/styles/Table.css';
import { Stack, Table, Text, Title } from '@mantine/core';
import { RiskQuestionIds } from '@harta/contracts/risk-profile';
import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import { formatRate } from '../logic/percent';
import { FieldList } from './field-list';
import { SectionCard } from './section-card';
import { useBackofficeT, type BackofficeKey } from '../i18n/use-backoffice-t';

/** Step 9: the level the client holds, how it was reached (score, caps, answers) and the model portfolio. */
export function InvestmentProfileCard({
  profile,
  knowledgeCap,
}: {
  profile: ApplicationDetail['investmentProfile'];
  /** The step-8 cap, one input of the rule behind "highest level allowed" (shown with it: one rule, one number). */
  knowledgeCap: number | null;
}) {
  const t = useBackofficeT();
  const p = profile;
  return (
    <SectionCard title={t('backoffice.investmentProfile')} testId="section-investment-profile">
      {p && (
        <Stack gap="md">
          <FieldList
            fields={[
              {
                label: t('backoffice.profile.chosen'),
                value: p.portfolio
                  ? `${t('backoffice.riskLevelValue', { level: p.riskLevel })} · ${p.portfolio.name}`
                  : t('backoffice.riskLevelValue', { level: p.riskLevel }),
              },
              {
                label: t('backoffice.profile.scored'),
                value: t('backoffice.profile.scoreValue', { score: p.score, level: p.scoredRiskLevel }),
              },
              {
                label: t('backoffice.profile.max'),
                value: (
                  <>
                    {t('backoffice.riskLevelValue', { level: p.maxRiskLevel })}
                    {knowledgeCap !== null && (
                      <Text size="xs" c="dimmed" data-testid="max-level-rule">
                        {t(
                          p.answers?.horizon === 'LT_1Y'
                            ? 'backoffice.profile.maxRuleHorizon'
                            : 'backoffice.profile.maxRule',
                          { scored: p.scoredRiskLevel, cap: knowledgeCap },
                        )}
                      </Text>
                    )}
                  </>
                ),
              },
              ...(p.capReason
                ? [{ label: t('backoffice.profile.capReason'), value: t(`backoffice.capReason.${p.capReason}`) }]
                : []),
            ]}
          />
          {p.answers && (
            <Stack gap={6}>
              <Title order={3} size="h6">
                {t('backoffice.profile.answers')}
              </Title>
              <FieldList
                fields={RiskQuestionIds.map((q) => ({
                  label: t(`backoffice.riskQ.${q}`),
                  value: t(`risk.q.${q}.${p.answers![q]}` as BackofficeKey),
                }))}
              />
            </Stack>
          )}
          <Stack gap={6} data-testid="recommended-portfolio">
            <Title order={3} size="h6">
              {t('backoffice.profile.portfolio')}
            </Title>
            {p.portfolio ? (
              <>
                <Text size="sm" fw={600}>
                  {p.portfolio.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {p.portfolio.description}
                </Text>
                <FieldList
                  fields={[
                    {
                      label: t('backoffice.profile.expectedReturn'),
                      value: <span className="harta-num">{formatRate(p.portfolio.expectedReturn)}</span>,
                    },
                    {
                      label: t('backoffice.profile.volatility'),
                      value: <span className="harta-num">{formatRate(p.portfolio.volatility)}</span>,
                    },
                  ]}
                />
                <Table verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('backoffice.profile.fund')}</Table.Th>
                      <Table.Th ta="right">{t('backoffice.profile.weight')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {p.portfolio.allocations.map((a) => (
                      <Table.Tr key={a.ticker}>
                        <Table.Td>
                          <Text size="sm" fw={600} component="span">
                            {a.ticker}
                          </Text>{' '}
                          <Text size="sm" c="dimmed" component="span">
                            {a.name}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" className="harta-num">
                          {a.weightPercent}%
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('backoffice.profile.noPortfolio')}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
