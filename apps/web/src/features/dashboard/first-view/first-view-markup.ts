import { formatDate, formatReturn, formatRinggit, formatSignedRinggit } from '@harta/contracts/format';
import { href } from '@harta/contracts/routes';
import { signOf } from '../../../lib/money/format-return';
import { hasNoMoneyYet, missingRateReason } from '../logic/rate-reason';
import type { FirstViewKey, FirstViewStrings } from './first-view-keys';

/**
 * The dashboard's first view as plain DOM (docs/architecture.md "Dashboard first view"): the header's brand, the
 * greeting, the money actions and the summary card, built from the early answers with the page's own classes, words
 * and formatters, so each box is where the app's render puts it (dashboard-page.tsx, money-actions.tsx,
 * summary-figures.tsx, site-header.tsx; the Mantine parts as Mantine renders them). What it leaves out (the header's
 * buttons, the pending list, the goals) only adds to the page below or beside it when the app takes over.
 */
export interface FirstViewData {
  /** An active client's (the only status the dashboard shows itself). */
  info: { givenName: string };
  summary: {
    asOf: string | null;
    totalValue: string;
    netDeposits: string;
    totalReturn: string;
    totalReturnRate: string | null;
    paidSinceValuation?: string;
    pending: unknown[];
  };
}

type Language = 'en' | 'ms';

/** i18next's `{{name}}` interpolation, all the first view's strings use. */
function translator(strings: FirstViewStrings) {
  return (key: FirstViewKey, values: Record<string, string> = {}) =>
    strings[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

type Child = Node | string | null | false;

function element(
  doc: Document,
  tag: string,
  attributes: Record<string, string | undefined>,
  children: Child[] = [],
  styles: Record<string, string> = {},
): HTMLElement {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) node.setAttribute(name, value);
  // Through the CSSOM, not a style attribute: the page's CSP governs markup, and Mantine sets its variables this way.
  for (const [name, value] of Object.entries(styles)) node.style.setProperty(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

/** components/icons/icons.tsx's LogoMark at the header's size. */
function logoMark(doc: Document): Element {
  const svg = doc.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = {
    width: '22',
    height: '22',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  for (const d of ['M4 18 9.5 11l4 4L20 6', 'M15 6h5v5']) {
    const path = doc.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

/** Mantine's Container as it renders (`size`: the theme's container size). */
const container = (doc: Document, size: 'md' | 'lg', children: Child[]) =>
  element(
    doc,
    'div',
    { class: 'm_7485cace mantine-Container-root', 'data-size': size, 'data-strategy': 'block' },
    children,
    {
      '--container-size': `var(--container-size-${size})`,
    },
  );

/** Mantine's Group as the header renders it on a phone (site-header.tsx's compact gap). */
const groupStyles = (justify: string) => ({
  '--group-gap': 'calc(0.375rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': justify,
  '--group-wrap': 'nowrap',
});
const group = (doc: Document, justify: string, children: Child[]) =>
  element(doc, 'div', { class: 'm_4081bf90 mantine-Group-root' }, children, groupStyles(justify));

/** Mantine's Button as a link, as it renders (`light` or the default filled variant, size sm). */
function buttonLink(doc: Document, to: string, label: string, variant: 'light' | 'filled') {
  const styles: Record<string, string> = {
    '--button-height': 'var(--button-height-sm)',
    '--button-padding-x': 'var(--button-padding-x-sm)',
    '--button-fz': 'var(--mantine-font-size-sm)',
    '--button-radius': 'var(--mantine-radius-md)',
  };
  if (variant === 'light') {
    Object.assign(styles, {
      '--button-bg': 'var(--mantine-color-brand-light)',
      '--button-hover': 'var(--mantine-color-brand-light-hover)',
      '--button-color': 'var(--mantine-color-brand-light-color)',
      '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    });
  } else {
    styles['--button-color'] = 'var(--mantine-color-white)';
  }
  return element(
    doc,
    'a',
    {
      class: 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
      'data-variant': variant === 'light' ? 'light' : undefined,
      'data-size': 'sm',
      href: to,
    },
    [
      element(doc, 'span', { class: 'm_80f1301b mantine-Button-inner' }, [
        element(doc, 'span', { class: 'm_811560b9 mantine-Button-label' }, [label]),
      ]),
    ],
    styles,
  );
}

const text = (doc: Document, className: string, content: string, testId?: string) =>
  element(doc, 'p', { class: className, 'data-testid': testId }, [content]);

function signedFigure(doc: Document, value: string, content: string, className: string, testId: string) {
  const sign = signOf(value);
  const arrow =
    sign !== 0 &&
    element(doc, 'span', { 'aria-hidden': 'true' }, [sign > 0 ? '▲' : '▼'], {
      'font-size': '0.75em',
      'margin-inline-end': '4px',
    });
  const direction = sign > 0 ? ' harta-up' : sign < 0 ? ' harta-down' : '';
  return element(doc, 'span', { class: `harta-text harta-num ${className}${direction}`, 'data-testid': testId }, [
    arrow,
    content,
  ]);
}

function labelledFigure(doc: Document, label: string, value: string, size: 'lg' | 'xl', testId: string, hint?: string) {
  return element(doc, 'div', {}, [
    text(doc, 'harta-text harta-text-sm harta-dimmed', label),
    text(
      doc,
      `harta-text harta-text-${size} ${size === 'xl' ? 'harta-fw-700' : 'harta-fw-600'} harta-num`,
      value,
      testId,
    ),
    hint !== undefined && text(doc, 'harta-text harta-text-xs harta-dimmed', hint),
  ]);
}

function summaryCard(
  doc: Document,
  summary: FirstViewData['summary'],
  t: ReturnType<typeof translator>,
  language: Language,
) {
  const date = (value: string) => formatDate(value, language);
  if (hasNoMoneyYet(summary)) {
    return element(doc, 'section', { class: 'harta-card', 'aria-labelledby': 'first-view-empty-heading' }, [
      element(doc, 'div', { class: 'harta-stack harta-gap-sm harta-align-start' }, [
        element(doc, 'h2', { class: 'harta-h3', id: 'first-view-empty-heading' }, [t('dashboard.emptyTitle')]),
        text(doc, 'harta-text', t('dashboard.emptyBody')),
        buttonLink(doc, href.to('deposit'), t('dashboard.firstDeposit'), 'filled'),
      ]),
    ]);
  }
  const reason = missingRateReason(summary.totalValue, summary.netDeposits);
  const paid =
    summary.asOf !== null && summary.paidSinceValuation && summary.paidSinceValuation !== '0.00'
      ? summary.paidSinceValuation
      : null;
  return element(doc, 'section', { class: 'harta-card', 'aria-labelledby': 'first-view-summary-heading' }, [
    element(doc, 'div', { class: 'harta-stack' }, [
      element(doc, 'div', { class: 'harta-row harta-between harta-align-baseline' }, [
        element(doc, 'h2', { class: 'harta-h3', id: 'first-view-summary-heading' }, [t('summary.heading')]),
        text(
          doc,
          'harta-text harta-text-xs harta-dimmed',
          summary.asOf ? t('summary.asOf', { date: date(summary.asOf) }) : t('summary.notValuedYet'),
        ),
      ]),
      element(doc, 'div', { class: 'harta-grid-3' }, [
        labelledFigure(doc, t('summary.totalValue'), formatRinggit(summary.totalValue), 'xl', 'summary-total-value'),
        labelledFigure(
          doc,
          t('summary.netDeposits'),
          formatRinggit(summary.netDeposits),
          'lg',
          'summary-net-deposits',
          t('summary.netDepositsHint'),
        ),
        element(doc, 'div', {}, [
          text(doc, 'harta-text harta-text-sm harta-dimmed', t('summary.totalReturn')),
          element(doc, 'div', { class: 'harta-row harta-gap-xs harta-align-baseline' }, [
            signedFigure(
              doc,
              summary.totalReturn,
              formatSignedRinggit(summary.totalReturn),
              'harta-text-lg harta-fw-600',
              'summary-total-return',
            ),
            summary.totalReturnRate !== null &&
              signedFigure(
                doc,
                summary.totalReturnRate,
                formatReturn(summary.totalReturnRate),
                'harta-text-sm',
                'summary-total-return-rate',
              ),
          ]),
          text(
            doc,
            'harta-text harta-text-xs harta-dimmed',
            summary.totalReturnRate === null
              ? t(reason === 'NO_MONEY' ? 'summary.rateNoMoney' : 'summary.rateNoHistory')
              : `${t('summary.totalReturnHint')} ${t('summary.rateHint')}`,
          ),
        ]),
      ]),
      paid !== null &&
        element(
          doc,
          'div',
          { class: 'harta-row harta-between harta-align-baseline', 'data-testid': 'summary-paid-since' },
          [
            element(doc, 'div', {}, [
              text(doc, 'harta-text harta-text-sm', t('summary.paidSince', { date: date(summary.asOf!) })),
              text(doc, 'harta-text harta-text-xs harta-dimmed', t('summary.paidSinceHint')),
            ]),
            text(doc, 'harta-text harta-fw-600 harta-num', formatRinggit(paid)),
          ],
        ),
      element(doc, 'div', { class: 'harta-row harta-end harta-gap-sm' }, [
        buttonLink(doc, href.to('performance'), t('summary.seePerformance'), 'light'),
        buttonLink(doc, href.to('deposit'), t('summary.deposit'), 'filled'),
      ]),
    ]),
  ]);
}

/** The first view's tree (not yet in the document): the app's shell with the dashboard's top part in it. */
export function buildFirstView(
  doc: Document,
  data: FirstViewData,
  strings: FirstViewStrings,
  language: Language,
  id: string,
): HTMLElement {
  const t = translator(strings);
  const actions = [
    { to: href.to('deposit'), label: t('actions.deposit'), primary: true },
    { to: href.to('withdrawal'), label: t('actions.withdraw') },
    { to: href.to('transfer'), label: t('actions.transfer') },
    { to: href.to('onlinePayments'), label: t('actions.onlinePayments') },
  ];
  const header = element(doc, 'header', { class: 'harta-header' }, [
    container(doc, 'lg', [
      element(
        doc,
        'div',
        { class: 'm_4081bf90 mantine-Group-root harta-header-inner' },
        [
          group(doc, 'flex-start', [
            element(doc, 'a', { class: 'harta-brand', href: href.root() }, [logoMark(doc), t('app.name')]),
          ]),
        ],
        groupStyles('space-between'),
      ),
    ]),
  ]);
  const greeting = element(doc, 'div', {}, [
    element(
      doc,
      'h1',
      { class: 'm_8a5d1357 mantine-Title-root', 'data-size': 'h2', 'data-order': '1' },
      [t('dashboard.greeting', { name: data.info.givenName })],
      {
        '--title-fw': 'var(--mantine-h2-font-weight)',
        '--title-lh': 'var(--mantine-h2-line-height)',
        '--title-fz': 'var(--mantine-h2-font-size)',
      },
    ),
    element(doc, 'p', { class: 'harta-text harta-dimmed' }, [t('dashboard.status', { status: t('status.ACTIVE') })], {
      'margin-top': '4px',
    }),
  ]);
  const moneyActions = element(
    doc,
    'nav',
    { 'aria-label': t('actions.label'), class: 'harta-money-actions' },
    actions.map((a) =>
      element(
        doc,
        'a',
        { href: a.to, class: a.primary ? 'harta-money-action harta-money-action-primary' : 'harta-money-action' },
        [a.label],
      ),
    ),
  );
  return element(doc, 'div', { id, class: 'harta-shell' }, [
    header,
    element(doc, 'main', { class: 'harta-main' }, [
      container(doc, 'md', [
        element(doc, 'div', { class: 'harta-stack harta-gap-lg' }, [
          greeting,
          moneyActions,
          summaryCard(doc, data.summary, t, language),
        ]),
      ]),
    ]),
  ]);
}
