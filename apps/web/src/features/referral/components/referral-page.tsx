import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Badge, Button, Card, Container, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ReferralFriend, ReferralSummary } from '@harta/contracts/schemas/referral';
import { toastSuccess } from '../../../components/feedback/toasts';
import { showError } from '../../../components/feedback/feedback-modals';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { share } from '../../../lib/platform/share';
import { useReferral } from '../api/get-referral';
import { useReferralT, type ReferralT } from '../i18n/use-referral-t';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * `refer-a-friend` (spec section 2; issue 13 item 5): the client's own code and invitation link, to copy or share
 * (the native share sheet in the app, Web Share in a browser that has it, else the clipboard, each with a toast),
 * the reward rule, and the friends who signed up with the code and how far each got. The server decides all of
 * it; this page only shows what it answers for the caller.
 */
export function ReferralPage() {
  const t = useReferralT();
  const referral = useReferral();
  return (
    <Container size="sm">
      <Stack gap="md">
        <div>
          <PageTitle>{t('ref.title')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('ref.subtitle')}
          </Text>
        </div>
        {referral.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Stack>
        ) : referral.isError ? (
          <LoadFailed message={t('ref.loadFailed')} onRetry={() => void referral.refetch()} />
        ) : (
          <>
            <Invitation t={t} summary={referral.data} />
            <Friends t={t} friends={referral.data.friends} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Invitation({ t, summary }: { t: ReferralT; summary: ReferralSummary }) {
  const copy = async (text: string) => {
    if (await copyText(text)) toastSuccess(t('ref.copied'));
    else showError(t('ref.shareFailed'));
  };
  const onShare = async () => {
    const outcome = await share({
      title: t('ref.shareTitle'),
      text: t('ref.shareText', { code: summary.code }),
      url: summary.link,
    });
    if (outcome === 'copied') toastSuccess(t('ref.copied'));
    else if (outcome === 'shared') toastSuccess(t('ref.shared'));
    else if (outcome === 'failed') showError(t('ref.shareFailed'));
  };
  const { reward } = summary;
  return (
    <Card withBorder>
      <Stack gap="sm">
        {reward.active ? (
          <Text>
            {t('ref.reward', { amount: formatRinggit(reward.amount) })}
            {reward.maxRewards !== null ? ` ${t('ref.rewardCap', { count: reward.maxRewards })}` : ''}
          </Text>
        ) : (
          <Text c="dimmed">{t('ref.rewardOff')}</Text>
        )}
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('ref.code')}
            value={summary.code}
            readOnly
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.1em', fontWeight: 600 } }}
          />
          <Button variant="light" onClick={() => void copy(summary.code)}>
            {t('ref.copyCode')}
          </Button>
        </Group>
        <Group align="flex-end" wrap="nowrap">
          <TextInput label={t('ref.link')} value={summary.link} readOnly style={{ flex: 1 }} />
          <Button variant="light" onClick={() => void copy(summary.link)}>
            {t('ref.copyLink')}
          </Button>
        </Group>
        <Button onClick={() => void onShare()}>{t('ref.share')}</Button>
      </Stack>
    </Card>
  );
}

function Friends({ t, friends }: { t: ReferralT; friends: ReferralFriend[] }) {
  return (
    <Stack gap="xs">
      <Text fw={600} component="h2" size="lg">
        {t('ref.friends')}
      </Text>
      {friends.length === 0 ? (
        <Text c="dimmed">{t('ref.friendsEmpty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {friends.map((friend, i) => (
            <Card key={`${friend.maskedEmail}-${i}`} withBorder component="li" padding="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{friend.firstName || t('ref.friend')}</Text>
                  <Text size="sm" c="dimmed">
                    {friend.maskedEmail} · {t('ref.signedUp')} {formatDate(friend.signedUpAt)}
                  </Text>
                </div>
                <Group gap="xs">
                  <Badge variant="light" title={t('ref.stage')}>
                    {t(`ref.stage.${friend.stage}`)}
                  </Badge>
                  {friend.rewarded ? (
                    <Badge color="green" variant="light">
                      {t('ref.rewarded')}
                    </Badge>
                  ) : null}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
