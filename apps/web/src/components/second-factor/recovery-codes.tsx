import '@mantine/core/styles/List.css';
import { Button, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useSecondFactorT } from './i18n/use-second-factor-t';

/** A text file of the codes, saved through a link (no server round trip: the codes are never fetched again). */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'harta-recovery-codes.txt';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The recovery codes, shown once: copy or download them, then go on. */
export function RecoveryCodes({
  codes,
  account,
  onContinue,
}: {
  codes: string[];
  account: string;
  onContinue: () => void;
}) {
  const t = useSecondFactorT();
  const text = [t('sf.recovery.fileHeading', { account }), '', ...codes, ''].join('\n');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('sf.recovery.title')}
      </Title>
      <Text>{t('sf.recovery.body')}</Text>
      <List
        data-testid="recovery-codes"
        listStyleType="none"
        spacing={4}
        ff="monospace"
        fw={600}
        style={{ columns: 2, fontVariantNumeric: 'tabular-nums' }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('sf.recovery.copied') : t('sf.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={() => download(text)}>
          {t('sf.recovery.download')}
        </Button>
      </Group>
      <Button size="md" onClick={onContinue}>
        {t('sf.recovery.continue')}
      </Button>
    </Stack>
  );
}
