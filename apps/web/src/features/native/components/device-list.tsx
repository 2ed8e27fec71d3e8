import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { NativeLoadFailed } from './load-failed';
import { useNativeT } from '../i18n/use-native-t';
import type { Device } from '@harta/contracts/schemas/native';
import { toastSuccess } from '../../../components/feedback/toasts';
import { useDevices } from '../api/list-devices';
import { useRevokeDevice } from '../api/revoke-device';
import { BIOMETRY_LABEL } from '../logic/biometry-label';
import { formatDate } from '../../../lib/i18n/format-date';

function DeviceRow({
  device,
  current,
  onRevoke,
  revoking,
}: {
  device: Device;
  current: boolean;
  onRevoke: (device: Device) => void;
  revoking: boolean;
}) {
  const t = useNativeT();
  const revoked = device.revokedAt !== null;
  return (
    <Card padding="md" data-testid="device-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>{device.name}</Text>
            {current && <Badge variant="light">{t('native.devices.thisDevice')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {t(BIOMETRY_LABEL[device.biometryType])} ·{' '}
            {t('native.devices.added', { date: formatDate(device.createdAt) })}
            {device.lastUsedAt ? `, ${t('native.devices.lastUsed', { date: formatDate(device.lastUsedAt) })}` : ''}
          </Text>
          {revoked && (
            <Text size="sm" c="red">
              {t('native.devices.revokedOn', { date: formatDate(device.revokedAt) })}
              {device.revokeReason ? ` (${device.revokeReason})` : ''}
            </Text>
          )}
        </Stack>
        {!revoked && (
          <Button
            variant="light"
            color="red"
            size="xs"
            style={{ flexShrink: 0 }}
            loading={revoking}
            onClick={() => onRevoke(device)}
            aria-label={t('native.devices.revokeLabel', { name: device.name })}
          >
            {t('native.devices.revoke')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * A client's biometric devices with Revoke (spec: "staff or the client can revoke a device"). Clients see their
 * active devices; staff (who pass `clientId`) also see revoked ones and why.
 */
export function DeviceList({
  clientId,
  currentDeviceId = null,
  onRevoked,
}: {
  clientId?: number;
  currentDeviceId?: string | null;
  onRevoked?: (deviceId: string) => void;
}) {
  const t = useNativeT();
  const devices = useDevices(clientId);
  const revoke = useRevokeDevice();
  const staffView = clientId !== undefined;

  if (devices.isPending) return <Skeleton height={72} radius="lg" />;
  if (devices.isError)
    return <NativeLoadFailed messageKey="native.devices.loadFailed" onRetry={() => void devices.refetch()} />;

  const shown = staffView ? devices.data : devices.data.filter((d) => d.revokedAt === null);
  if (shown.length === 0) return <Text c="dimmed">{t('native.devices.empty')}</Text>;

  return (
    <Stack gap="sm">
      {shown.map((device) => (
        <DeviceRow
          key={device.deviceId}
          device={device}
          current={device.deviceId === currentDeviceId}
          revoking={revoke.isPending && revoke.variables === device.deviceId}
          onRevoke={(d) =>
            revoke.mutate(d.deviceId, {
              onSuccess: () => {
                toastSuccess(t('native.devices.revokedToast'));
                onRevoked?.(d.deviceId);
              },
            })
          }
        />
      ))}
    </Stack>
  );
}
