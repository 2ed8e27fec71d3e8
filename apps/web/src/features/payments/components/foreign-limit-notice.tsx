import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import { usePaymentsT } from '../i18n/use-payments-t';

/**
 * Spec section 2 "Foreign-currency asset limit notice": Go to Dashboard, or a link under my-profile to supply
 * supporting documents: the upload page, my-profile/bnm-documents (My Profile itself has no upload). The text is
 * the server's refusal (it names the limit and what is left this year).
 */
export function ForeignLimitNotice({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = usePaymentsT();
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('pay.limit.title')} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <Anchor component={Link} to={href.to('bnmDocuments')}>
          {t('pay.limit.profile')}
        </Anchor>
        <Button component={Link} to={href.to('dashboard')} fullWidth>
          {t('pay.limit.dashboard')}
        </Button>
      </Stack>
    </Modal>
  );
}
