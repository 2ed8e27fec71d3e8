import type { AppSettings } from '@harta/contracts/settings';
import { href } from '@harta/contracts/routes';
import type { TranslationKey } from '../../lib/i18n/resources';

/** The web menu of spec section 2, shared by the desktop menu and the phone drawer. */
export interface InternalLink {
  labelKey: TranslationKey;
  to: string;
}

export interface ExternalLink {
  labelKey: TranslationKey;
  url: string;
}

export const primaryLinks: readonly InternalLink[] = [
  { labelKey: 'nav.home', to: href.to('dashboard') },
  { labelKey: 'nav.transactions', to: href.to('transactions') },
  { labelKey: 'nav.referAFriend', to: href.to('referAFriend') },
];

export const accountLinks: readonly InternalLink[] = [
  { labelKey: 'nav.myProfile', to: href.to('myProfile') },
  { labelKey: 'nav.statement', to: href.to('myStatement') },
  { labelKey: 'nav.changePassword', to: href.to('changePassword') },
  { labelKey: 'nav.yourData', to: href.to('yourData') },
];

/** FAQ and Contact Us live on the marketing site: external, opened in a new tab. */
export function supportLinks(settings: Pick<AppSettings, 'faqUrl' | 'contactUrl'>): readonly ExternalLink[] {
  return [
    { labelKey: 'nav.faq', url: settings.faqUrl },
    { labelKey: 'nav.contactUs', url: settings.contactUrl },
  ];
}
