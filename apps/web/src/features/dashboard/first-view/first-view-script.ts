// The dashboard's first view, painted before any of the app's scripts has arrived (docs/architecture.md "Dashboard
// first view"). A script of its own, bundled apart from the app (build/first-view-script.ts) and started by
// public/before-paint.js with the early calls: once their answers are in, it paints the greeting, the money actions
// and the summary card from them, then tells before-paint.js to start the app's scripts. It paints nothing when the
// app would show something else first (no session, another status, a failed answer); the app then renders as before.
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_ID } from '../../../lib/first-view/first-view';
import type { FirstViewStrings } from './first-view-keys';
import { buildFirstView, type FirstViewData } from './first-view-markup';

/** Put in by the build (build/first-view-script.ts): the words in both languages and the three calls' API paths. */
declare const __HARTA_FIRST_VIEW__: {
  strings: { en: FirstViewStrings; ms: FirstViewStrings };
  paths: { login: string; info: string; summary: string };
};
const { strings, paths } = __HARTA_FIRST_VIEW__;

interface EarlyForFirstView {
  /** Whether the early calls were sent (false: no settings or no valid stored session). */
  sent?: Promise<boolean>;
  base?: string;
  calls?: Record<string, { json?: Promise<unknown> } | undefined>;
  /** before-paint.js's: starts the app's scripts (after the first view's frame, or without one). */
  firstViewDone?: (painted: boolean) => void;
}

const early = (window as unknown as { __hartaEarly?: EarlyForFirstView }).__hartaEarly;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isDecimal = (value: unknown): value is string => typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);

/** The `result` of an early answer, or null (not sent, failed, not the shape the page reads). */
async function answer(path: string): Promise<Record<string, unknown> | null> {
  const body = await early?.calls?.[`${early.base ?? ''}${path}`]?.json;
  return isObject(body) && isObject(body.result) ? body.result : null;
}

function firstViewData(
  login: Record<string, unknown> | null,
  info: Record<string, unknown> | null,
  summary: Record<string, unknown> | null,
): FirstViewData | null {
  // Only an active client stays on the dashboard: any other status is sent elsewhere by the app.
  if (!login || !info || !summary || login.status !== 'ACTIVE' || info.status !== 'ACTIVE') return null;
  if (typeof info.givenName !== 'string') return null;
  const { asOf, totalValue, netDeposits, totalReturn, totalReturnRate, paidSinceValuation, pending } = summary;
  if (!isDecimal(totalValue) || !isDecimal(netDeposits) || !isDecimal(totalReturn)) return null;
  if (totalReturnRate !== null && !isDecimal(totalReturnRate)) return null;
  if (asOf !== null && typeof asOf !== 'string') return null;
  if (paidSinceValuation !== undefined && !isDecimal(paidSinceValuation)) return null;
  if (!Array.isArray(pending)) return null;
  return {
    info: { givenName: info.givenName },
    summary: { asOf, totalValue, netDeposits, totalReturn, totalReturnRate, paidSinceValuation, pending },
  };
}

/**
 * The page's stylesheets the shell preloads (the dashboard's plain elements), applied before the first view is put
 * in: a stylesheet link of each beside its preload (the app's own CSS loading finds it there and adds no other).
 */
function pageStyles(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.getAttribute('href') ?? preload.href;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}

/** A frame (the first view's paint), then a task: what follows runs after the paint. */
const afterPaint = () =>
  new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));

async function paint(): Promise<boolean> {
  if (!early?.sent || !(await early.sent)) return false;
  const [login, info, summary] = await Promise.all([answer(paths.login), answer(paths.info), answer(paths.summary)]);
  const data = firstViewData(login, info, summary);
  const root = document.getElementById('root');
  if (!data || !root) return false;
  // The language the app will render in: the device's choice, else the account's (app-providers.tsx adopts it).
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem('harta.language');
  } catch {
    // storage unavailable: the account's
  }
  const language = stored === 'ms' || (stored !== 'en' && info?.language === 'ms') ? 'ms' : 'en';
  const view = buildFirstView(document, data, strings[language], language, FIRST_VIEW_ID);
  await pageStyles();
  // The app may have rendered meanwhile (its scripts start at the latest after before-paint.js's wait): then it shows.
  if (document.getElementById(FIRST_VIEW_ID) || root.querySelector('.harta-shell')) return false;
  document.documentElement.setAttribute('lang', language);
  document.documentElement.setAttribute(FIRST_VIEW_ATTRIBUTE, '');
  root.before(view);
  await afterPaint();
  return true;
}

paint().then(
  (painted) => early?.firstViewDone?.(painted),
  () => early?.firstViewDone?.(false),
);
