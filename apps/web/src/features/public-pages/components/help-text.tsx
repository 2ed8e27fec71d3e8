import { Anchor, Text, type TextProps } from '@mantine/core';
import { Trans } from 'react-i18next';
import type { HelpKey } from '../i18n/use-help-t';

/** A help or legal paragraph whose `<mail>{{email}}</mail>` part becomes a mailto link to the support address. */
export function HelpText({ i18nKey, email, ...textProps }: TextProps & { i18nKey: HelpKey; email: string }) {
  return (
    <Text {...textProps}>
      <Trans
        i18nKey={i18nKey as never}
        values={{ email }}
        components={{ mail: <Anchor href={`mailto:${email}`} inherit /> }}
      />
    </Text>
  );
}
