import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Radio, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SwitchOptions } from '@harta/contracts/schemas/portfolio-switch';
import { toastSuccess } from '../../../components/feedback/toasts';
import { useClientSummary } from '../../../lib/client-profile/use-client-profile';
import { isHttpError } from '../../../lib/http/http-error';
import { formatDate } from '../../../lib/i18n/format-date';
import { useSwitchOptions } from '../api/get-switch-options';
import { useSaveSwitch } from '../api/save-switch';
import { useSwitchT } from '../i18n/use-switch-t';
import { compareAllocations } from '../logic/compare-allocations';

/**
 * The switch of one portfolio (docs/returns.md "Portfolio switch"): choose a level (levels above the knowledge cap
 * shown disabled with the reason), see the new model's allocation next to the current one, confirm; then the
 * "in progress until <trade date>" state until the trade run has executed it.
 */
export function SwitchPortfolioFlow({ portfolio, onClose }: { portfolio: string | null; onClose: () => void }) {
  const t = useSwitchT();
  const clientId = useClientSummary().data?.clientId;
  const options = useSwitchOptions(clientId, portfolio);

  if (options.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" title={t('switch.ui.loadFailed')}>
          {isHttpError(options.error) ? (options.error.body?.result ?? options.error.message) : null}
        </Alert>
        <Group>
          <Button onClick={() => void options.refetch()}>{t('switch.ui.retry')}</Button>
          <Button variant="default" onClick={onClose}>
            {t('switch.ui.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!options.data) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="switch-loading">
        <Skeleton height={20} width="70%" />
        <Skeleton height={120} />
        <Skeleton height={36} width="40%" />
      </Stack>
    );
  }
  if (options.data.inProgress) return <InProgress options={options.data} onClose={onClose} />;
  return <ChooseKind own={options.data} clientId={clientId!} portfolio={portfolio} onClose={onClose} />;
}

/**
 * Conventional or Shariah (docs/shariah.md "Converting a goal"): the portfolio's own kind first; the other kind lists
 * its models, the current level among them, and choosing one converts the goal by the same switch.
 */
function ChooseKind({
  own,
  clientId,
  portfolio,
  onClose,
}: {
  own: SwitchOptions;
  clientId: number;
  portfolio: string | null;
  onClose: () => void;
}) {
  const t = useSwitchT();
  const ownKind = own.currentShariah ?? false;
  const [shariah, setShariah] = useState(ownKind);
  const other = useSwitchOptions(clientId, portfolio, shariah === ownKind ? undefined : shariah);
  const options = shariah === ownKind ? own : other.data;
  return (
    <Stack gap="md">
      <Radio.Group
        value={String(shariah)}
        onChange={(value) => setShariah(value === 'true')}
        label={t('shariah.goalKind')}
        description={t('shariah.hint')}
        name="switch-kind"
      >
        <Group gap="lg" mt="xs">
          <Radio value="false" label={t('shariah.kind.conventional')} />
          <Radio value="true" label={t('shariah.kind.shariah')} />
        </Group>
      </Radio.Group>
      {options ? (
        <ChooseLevel
          key={String(shariah)}
          options={options}
          currentAllocations={own.levels.find((l) => l.riskLevel === own.currentRiskLevel)?.allocations ?? []}
          clientId={clientId}
          onClose={onClose}
        />
      ) : (
        <Skeleton height={120} />
      )}
    </Stack>
  );
}

function InProgress({ options, onClose }: { options: SwitchOptions; onClose: () => void }) {
  const t = useSwitchT();
  const current = options.inProgress!;
  const date = formatDate(current.tradeDate);
  return (
    <Stack gap="sm" data-testid="switch-in-progress">
      <Alert color="blue" title={t('switch.ui.inProgressTitle')}>
        {current.portfolioId === options.portfolioId
          ? t('switch.ui.inProgress', {
              goal: current.goalName,
              from: current.fromRiskLevel,
              to: current.toRiskLevel,
              name: current.toRiskLevelName,
              date,
            })
          : t('switch.ui.inProgressOther', { goal: current.goalName, date })}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('switch.ui.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function ChooseLevel({
  options,
  currentAllocations,
  clientId,
  onClose,
}: {
  options: SwitchOptions;
  /** The current model's allocation (of the portfolio's own kind, whichever kind is listed). */
  currentAllocations: SwitchOptions['levels'][number]['allocations'];
  clientId: number;
  onClose: () => void;
}) {
  const t = useSwitchT();
  const save = useSaveSwitch();
  const [level, setLevel] = useState<string | null>(null);
  const listed = options.levels.find((l) => l.riskLevel === options.currentRiskLevel);
  const current = listed ? { ...listed, allocations: currentAllocations } : undefined;
  const chosen = options.levels.find((l) => String(l.riskLevel) === level && l.allowed);
  const converting = chosen !== undefined && (chosen.shariah ?? false) !== (options.currentShariah ?? false);
  const refusal = save.error
    ? isHttpError(save.error)
      ? (save.error.body?.result ?? save.error.message)
      : t('switch.ui.loadFailed')
    : null;

  const confirm = async () => {
    if (!chosen) return;
    try {
      const saved = await save.mutateAsync({
        clientId,
        riskLevel: chosen.riskLevel,
        portfolio: options.portfolioId,
        ...(converting ? { shariah: chosen.shariah ?? false } : {}),
      });
      toastSuccess(t('switch.ui.requested', { date: formatDate(saved.tradeDate) }));
    } catch {
      // Shown in the alert below (save.error).
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('switch.ui.intro', { goal: options.goalName })}</Text>
      <Text size="sm" fw={600}>
        {t('switch.ui.current', { level: options.currentRiskLevel, name: current?.name ?? '' })}
      </Text>
      <Radio.Group value={level} onChange={setLevel} label={t('switch.ui.chooseLevel')} name="switch-level">
        <Stack gap="xs" mt="xs">
          {options.levels.map((l) => (
            <Radio
              key={l.riskLevel}
              value={String(l.riskLevel)}
              disabled={!l.allowed}
              label={t('switch.ui.level', { level: l.riskLevel, name: l.name })}
              description={l.reason ? t(`switch.ui.reason.${l.reason}`, { max: options.maxRiskLevel }) : undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('switch.ui.compareTitle')}
        </Title>
        {chosen && current ? (
          <Table striped withTableBorder fz="sm" data-testid="switch-compare">
            <Table.Caption>{t('switch.ui.compareCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('switch.ui.fund')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('switch.ui.now', { level: current.riskLevel })}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('switch.ui.after', { level: chosen.riskLevel })}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {compareAllocations(current.allocations, chosen.allocations).map((row) => (
                <Table.Tr key={row.ticker}>
                  <Table.Th scope="row" fw={400}>
                    {row.name} ({row.ticker})
                  </Table.Th>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.now}%
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.after}%
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('switch.ui.pickFirst')}
          </Text>
        )}
      </Stack>
      <Text size="sm">{t('switch.ui.when', { date: formatDate(options.tradeDate) })}</Text>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('switch.ui.cancel')}
        </Button>
        <Button disabled={!chosen} loading={save.isPending} onClick={() => void confirm()}>
          {chosen
            ? converting
              ? t(chosen.shariah ? 'shariah.convert' : 'shariah.convertBack')
              : t('switch.ui.confirm', { level: chosen.riskLevel })
            : t('switch.ui.chooseLevel')}
        </Button>
      </Group>
    </Stack>
  );
}
