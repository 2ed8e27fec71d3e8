import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/icons/icons';
import { NoticePage } from './notice-page';

/**
 * The device-security page: a rooted or jailbroken device is sent here and stays here. It deliberately offers
 * no link or button (the layout hides its navigation too for this route).
 */
export function VaptPage() {
  const { t } = useTranslation();
  return (
    <NoticePage icon={<ShieldIcon size={32} />} color="red" title={t('vapt.title')}>
      <Stack gap="sm">
        <Text>{t('vapt.body')}</Text>
        <Text c="dimmed">{t('vapt.next')}</Text>
      </Stack>
    </NoticePage>
  );
}

export default VaptPage;
