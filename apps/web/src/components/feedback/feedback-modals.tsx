import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ErrorBody } from '@harta/contracts/errors';
import { i18n } from '../../lib/i18n/init-i18n';
import { isHttpError } from '../../lib/http/http-error';
import type { TranslationKey } from '../../lib/i18n/resources';
import { overlayHostsReady, whenOverlayHostsReady } from './overlay-hosts-demand';

/**
 * The four message modals of spec section 8 (alert, error, warning, success). Callable from anywhere (query
 * callbacks, event handlers) because they go through @mantine/modals' global manager; the first one mounts the
 * modal host if it is not mounted yet.
 */
type Kind = 'alert' | 'error' | 'warning' | 'success';

const TITLE: Record<Kind, TranslationKey> = {
  alert: 'feedback.alertTitle',
  error: 'feedback.errorTitle',
  warning: 'feedback.warningTitle',
  success: 'feedback.successTitle',
};

const COLOR: Record<Kind, string> = { alert: 'red', error: 'red', warning: 'yellow', success: 'brand' };

let sequence = 0;

function openFeedback(kind: Kind, message: string): string {
  sequence += 1;
  const modalId = `feedback-${kind}-${sequence}`;
  const open = () =>
    modals.open({
      modalId,
      title: i18n.t(TITLE[kind]),
      centered: true,
      children: (
        <>
          <Text mb="lg">{message}</Text>
          <Group justify="flex-end">
            <Button color={COLOR[kind]} onClick={() => modals.close(modalId)} data-autofocus>
              {i18n.t('feedback.ok')}
            </Button>
          </Group>
        </>
      ),
    });
  if (overlayHostsReady()) open();
  else void whenOverlayHostsReady().then(open);
  return modalId;
}

/** Default: 'Sorry it seems an error occurred, please contact the support team.' */
export function showAlert(message?: string): string {
  return openFeedback('alert', message ?? i18n.t('alert.default'));
}

/** Shows the response's `error.result`, or the default alert text when there is none. */
export function showError(error: unknown): string {
  return openFeedback('error', errorResult(error) ?? i18n.t('alert.default'));
}

export function showWarning(message: string): string {
  return openFeedback('warning', message);
}

/** Default: 'Request sent successfully.' */
export function showSuccess(message?: string): string {
  return openFeedback('success', message ?? i18n.t('success.default'));
}

function errorResult(error: unknown): string | undefined {
  if (isHttpError(error)) return error.body?.result;
  const body = error as Partial<ErrorBody> | null | undefined;
  return typeof body?.result === 'string' && body.result ? body.result : undefined;
}
