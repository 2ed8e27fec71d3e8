import type { Language } from '@harta/contracts/languages';
import { formatSen, parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { SandboxBank } from './sandbox-exchange';
import { SANDBOX_TEXT, type SandboxText } from './sandbox-text';

/**
 * The sandbox gateway's pages: plain server-rendered HTML (no script, so the app's CSP needs no exception), one
 * column that fits a phone, real labels, fieldsets and focus outlines, and a "Sandbox" marking on every page so
 * nobody mistakes it for their bank. Every value written into a page goes through {@link escapeHtml}.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const STYLE = `
:root { color-scheme: light dark; --brand: #0b6e4f; --warn: #8a4b00; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: Canvas; color: CanvasText; }
.sandbox { background: #fff3cd; color: #5c3c00; border-bottom: 2px solid #d39e00; padding: .5rem 1rem; font-weight: 600; }
header.exchange { background: var(--brand); color: #fff; padding: .75rem 1rem; }
header.exchange p { margin: 0; font-size: .9rem; opacity: .9; }
main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.4rem; margin: .5rem 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.25rem; }
dt { font-weight: 600; } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
fieldset { border: 1px solid GrayText; border-radius: .5rem; padding: .5rem 1rem 1rem; margin: 0 0 1rem; }
legend { font-weight: 600; padding: 0 .25rem; }
.bank { display: flex; align-items: center; gap: .75rem; min-height: 44px; padding: .25rem 0; }
.bank input { width: 1.25rem; height: 1.25rem; }
.bank.offline { color: GrayText; }
label.field { display: block; font-weight: 600; margin: 0 0 .25rem; }
input[type=text], input[type=password], select { width: 100%; min-height: 44px; font: inherit; padding: .5rem; margin: 0 0 1rem; border: 1px solid GrayText; border-radius: .375rem; background: Field; color: FieldText; }
button { display: block; width: 100%; min-height: 48px; font: inherit; font-weight: 600; border-radius: .5rem; border: 2px solid var(--brand); margin: 0 0 .75rem; cursor: pointer; }
button.primary { background: var(--brand); color: #fff; }
button.secondary { background: transparent; color: CanvasText; }
:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
.error { color: #b00020; font-weight: 600; }
.hint { color: GrayText; font-size: .9rem; }
a { color: LinkText; }
`;

function layout(text: SandboxText, title: string, body: string): string {
  return `<!doctype html>
<html lang="${text.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – FPX Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<div class="sandbox" role="note">${escapeHtml(text.banner)}</div>
<header class="exchange"><strong>FPX Sandbox</strong><p>${escapeHtml(text.tagline)}</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export interface PaymentSummary {
  merchant: string;
  orderNo: string;
  amount: string;
  description: string;
  bankName: string | null;
}

function summary(text: SandboxText, s: PaymentSummary): string {
  return `<dl aria-label="${escapeHtml(text.details)}">
<dt>${text.payTo}</dt><dd>${escapeHtml(s.merchant)}</dd>
<dt>${text.amount}</dt><dd>RM ${escapeHtml(amountText(s.amount))}</dd>
<dt>${text.for}</dt><dd>${escapeHtml(s.description)}</dd>
${s.bankName ? `<dt>${text.bank}</dt><dd>${escapeHtml(s.bankName)}</dd>` : ''}
<dt>${text.reference}</dt><dd>${escapeHtml(s.orderNo)}</dd>
</dl>`;
}

function amountText(amount: string): string {
  const sen = parseMinorUnits(amount, SEN_SCALE);
  if (sen === null) return amount;
  const [whole, fraction] = formatSen(sen).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export function bankSelectionPage(
  language: Language,
  action: string,
  s: PaymentSummary,
  banks: SandboxBank[],
  error?: string,
): string {
  const text = SANDBOX_TEXT[language];
  const rows = banks
    .map((b) => {
      const id = `bank-${escapeHtml(b.code)}`;
      return `<div class="bank${b.online ? '' : ' offline'}">
<input type="radio" name="bank" id="${id}" value="${escapeHtml(b.code)}" required${b.online ? '' : ' disabled aria-describedby="offline-hint"'}>
<label for="${id}">${escapeHtml(b.name)}${b.online ? '' : ` (${text.offline})`}</label>
</div>`;
    })
    .join('\n');
  return layout(
    text,
    text.chooseBank,
    `${summary(text, s)}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>${text.yourBank}</legend>
<p class="hint" id="offline-hint">${text.offlineHint}</p>
${rows}
</fieldset>
<button class="primary" type="submit">${text.continueToBank}</button>
</form>`,
  );
}

export function loginPage(language: Language, action: string, s: PaymentSummary, error?: string): string {
  const text = SANDBOX_TEXT[language];
  return layout(
    text,
    text.logInTo(s.bankName),
    `${summary(text, s)}
<p class="hint">${text.anyLogin}</p>
${error ? `<p class="error" role="alert" id="login-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label class="field" for="userId">${text.userId}</label>
<input type="text" id="userId" name="userId" autocomplete="off" required${error ? ' aria-describedby="login-error"' : ''}>
<label class="field" for="password">${text.password}</label>
<input type="password" id="password" name="password" autocomplete="off" required>
<button class="primary" type="submit">${text.logIn}</button>
</form>`,
  );
}

export function authorisePage(language: Language, action: string, s: PaymentSummary): string {
  const text = SANDBOX_TEXT[language];
  return layout(
    text,
    text.authorise,
    `${summary(text, s)}
<form method="post" action="${escapeHtml(action)}">
<button class="primary" type="submit" name="decision" value="approve">${text.approve}</button>
<fieldset><legend>${text.orDecline}</legend>
<label class="field" for="reason">${text.reason}</label>
<select id="reason" name="reason">
<option value="decline">${text.reasons.decline} (1K)</option>
<option value="insufficientFunds">${text.reasons.insufficientFunds} (51)</option>
<option value="limitExceeded">${text.reasons.limitExceeded} (48)</option>
</select>
<button class="secondary" type="submit" name="decision" value="decline">${text.decline}</button>
</fieldset>
<button class="secondary" type="submit" name="decision" value="timeout">${text.timeout}</button>
</form>`,
  );
}

export function messagePage(
  language: Language,
  title: string,
  message: string,
  link?: { href: string; text: string },
): string {
  return layout(
    SANDBOX_TEXT[language],
    title,
    `<p role="status">${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}
