import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings/settings-context';
import { SupportEmailText } from '../../../components/page/support-email-text';
import { ErrorMessage, ErrorPage } from './error-page';

/** The error pages of spec section 2, reached by the HTTP error mapping or directly. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errorPage.forbiddenTitle')}>
      <ErrorMessage>{t('error.forbidden')}</ErrorMessage>
    </ErrorPage>
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errorPage.unauthorizedTitle')}>
      <ErrorMessage>{t('errorPage.unauthorized')}</ErrorMessage>
    </ErrorPage>
  );
}

/** Both the not-found route and any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('error.pageNotFound')}>
      <ErrorMessage>{t('errorPage.notFound')}</ErrorMessage>
    </ErrorPage>
  );
}

export function BadRequestPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errorPage.badRequestTitle')}>
      <ErrorMessage>{t('errorPage.badRequest')}</ErrorMessage>
    </ErrorPage>
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  const { supportEmail } = useSettings();
  return (
    <ErrorPage title={t('errorPage.serverErrorTitle')}>
      <SupportEmailText i18nKey="errorPage.serverError" email={supportEmail} c="dimmed" maw={420} />
    </ErrorPage>
  );
}

export function ApiErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errorPage.apiErrorTitle')}>
      <ErrorMessage>{t('errorPage.apiError')}</ErrorMessage>
    </ErrorPage>
  );
}

export function UnknowErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errorPage.unknowErrorTitle')}>
      <ErrorMessage>{t('errorPage.unknowError')}</ErrorMessage>
    </ErrorPage>
  );
}
