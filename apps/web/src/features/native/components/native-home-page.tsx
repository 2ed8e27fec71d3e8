import '@mantine/core/styles/Alert.css';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@harta/contracts/routes';
import { LogoMark } from '../../../components/icons/icons';
import { PageTitle } from '../../../components/page/page-title';
import { BiometricLoginButton } from './biometric-login-button';

/**
 * The native app's home screen for visitors (spec section 2): the app's name, biometric login when it is on for
 * this device, Log in, Register.
 */
export function NativeHomePage() {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" px="md">
      <Stack align="center" gap="lg" w="100%" maw={360}>
        <Title order={2} c="brand" aria-hidden="true">
          <LogoMark size={56} />
        </Title>
        <PageTitle ta="center" size="h1">
          {t('app.name')}
        </PageTitle>
        <Text c="dimmed" ta="center">
          {t('app.tagline')}
        </Text>
        <Stack w="100%" gap="sm" mt="md">
          <BiometricLoginButton />
          <Button component={Link} to={href.to('userLogin')} size="md" fullWidth>
            {t('home.login')}
          </Button>
          <Button component={Link} to={href.to('registration')} size="md" variant="default" fullWidth>
            {t('home.register')}
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}

export default NativeHomePage;
