import { Anchor, Text, type TextProps } from '@mantine/core';
import { Trans } from 'react-i18next';

/** The sentences that carry the support address as `<mail>{{email}}</mail>`. */
type SupportSentenceKey =
  'about.support' | 'pending.support' | 'errorPage.serverError' | 'login.lockoutSupport' | 'login.accountStatusHelp';

/** A sentence whose `<mail>{{email}}</mail>` part becomes a mailto link to the support address. */
export function SupportEmailText({
  i18nKey,
  email,
  ...textProps
}: TextProps & { i18nKey: SupportSentenceKey; email: string }) {
  return (
    <Text {...textProps}>
      <Trans i18nKey={i18nKey} values={{ email }} components={{ mail: <Anchor href={`mailto:${email}`} inherit /> }} />
    </Text>
  );
}
