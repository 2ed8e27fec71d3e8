import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/icons/icons';
import { NoticePage } from './notice-page';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <NoticePage icon={<ClockIcon size={32} />} color="brand" title={t('maintenance.title')}>
      <Text>{t('maintenance.body')}</Text>
    </NoticePage>
  );
}

export default MaintenancePage;
