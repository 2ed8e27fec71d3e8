import { ApiPaths } from '@harta/contracts/paths';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { acceptFormBodies } from '../../payment-gateway/form-parser';
import { escapeHtml, STYLE } from '../../payment-gateway/sandbox/sandbox-html';
import { CHECKSUM, stringFields, type Fields } from '../mandate-messages';
import type { SandboxMandateBank } from './sandbox-mandate-bank';

type Language = 'en' | 'ms';

/** The bank's words, in English and Malay (the client's language comes in the request; a link switches). */
const WORDS = {
  en: {
    banner: 'Sandbox: a simulated direct-debit authorisation. No real money moves.',
    header: 'Direct Debit Sandbox',
    subheader: 'Bank authorisation of a recurring debit (simulation)',
    title: 'Authorise a direct debit',
    intro: 'The merchant asks you to allow recurring debits from your account:',
    merchant: 'Merchant',
    maximum: 'Maximum per debit',
    frequency: 'How often',
    monthly: 'Monthly',
    weekly: 'Weekly',
    from: 'From',
    until: 'Valid until',
    reference: 'Reference',
    approve: 'Approve',
    reject: 'Reject',
    other: 'Bahasa Melayu',
    refusedTitle: 'Request refused',
    refused: 'This authorisation request could not be verified.',
    cancelTitle: 'Cancel a direct debit',
    cancelled: 'The direct debit was cancelled at your bank. The merchant has been told.',
    notCancelled: 'The bank holds no authorised direct debit with this reference.',
    cancel: 'Cancel this direct debit',
  },
  ms: {
    banner: 'Sandbox: kebenaran debit langsung simulasi. Tiada wang sebenar bergerak.',
    header: 'Sandbox Debit Langsung',
    subheader: 'Kebenaran bank bagi debit berulang (simulasi)',
    title: 'Benarkan debit langsung',
    intro: 'Peniaga meminta kebenaran anda untuk debit berulang daripada akaun anda:',
    merchant: 'Peniaga',
    maximum: 'Maksimum setiap debit',
    frequency: 'Kekerapan',
    monthly: 'Bulanan',
    weekly: 'Mingguan',
    from: 'Dari',
    until: 'Sah sehingga',
    reference: 'Rujukan',
    approve: 'Luluskan',
    reject: 'Tolak',
    other: 'English',
    refusedTitle: 'Permintaan ditolak',
    refused: 'Permintaan kebenaran ini tidak dapat disahkan.',
    cancelTitle: 'Batalkan debit langsung',
    cancelled: 'Debit langsung telah dibatalkan di bank anda. Peniaga telah dimaklumkan.',
    notCancelled: 'Bank tidak memegang debit langsung yang dibenarkan dengan rujukan ini.',
    cancel: 'Batalkan debit langsung ini',
  },
} as const;

function layout(language: Language, title: string, body: string): string {
  const w = WORDS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(w.header)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="sandbox" role="note">${escapeHtml(w.banner)}</div>
<header class="exchange"><strong>${escapeHtml(w.header)}</strong><p>${escapeHtml(w.subheader)}</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const hiddenFields = (fields: Fields) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');

function authorisePage(language: Language, request: Fields, merchant: string): string {
  const w = WORDS[language];
  const other: Language = language === 'en' ? 'ms' : 'en';
  const { authorisationRequest } = ApiPaths.sandboxMandates;
  return layout(
    language,
    w.title,
    `<p>${escapeHtml(w.intro)}</p>
<dl aria-label="${escapeHtml(w.title)}">
<dt>${escapeHtml(w.merchant)}</dt><dd>${escapeHtml(merchant)}</dd>
<dt>${escapeHtml(w.maximum)}</dt><dd>RM ${escapeHtml(request.maxAmount ?? '')}</dd>
<dt>${escapeHtml(w.frequency)}</dt><dd>${escapeHtml(request.frequency === 'weekly' ? w.weekly : w.monthly)}</dd>
<dt>${escapeHtml(w.from)}</dt><dd>${escapeHtml(request.startDate ?? '')}</dd>
<dt>${escapeHtml(w.until)}</dt><dd>${escapeHtml(request.expiresOn ?? '')}</dd>
<dt>${escapeHtml(w.reference)}</dt><dd>${escapeHtml(request.reference ?? '')}</dd>
</dl>
<form method="post" action="${escapeHtml(`${ApiPaths.sandboxMandates.base}/decide`)}">
${hiddenFields(request)}
<button class="primary" type="submit" name="decision" value="approve">${escapeHtml(w.approve)}</button>
<button class="secondary" type="submit" name="decision" value="reject">${escapeHtml(w.reject)}</button>
</form>
<form method="post" action="${escapeHtml(`${authorisationRequest}?lang=${other}`)}">
${hiddenFields(request)}
<button class="secondary" type="submit" lang="${other}">${escapeHtml(w.other)}</button>
</form>`,
  );
}

function messagePage(language: Language, title: string, message: string): string {
  return layout(language, title, `<p role="status">${escapeHtml(message)}</p>`);
}

/**
 * The sandbox bank's pages under /sandbox/mandates (docs/goals.md "Recurring deposits"): the mandate request lands
 * here, the client approves or rejects it, and the browser goes back to the app; the outcome itself travels only in
 * the bank's signed answer. `GET /cancel?reference=` is the bank's own "cancel a direct debit" page. Hidden from
 * the API document: it stands in for another party's website.
 */
export const sandboxMandatePagesRoutes: FastifyPluginAsync<{ bank: SandboxMandateBank; merchantName: string }> = async (
  app,
  { bank, merchantName },
) => {
  acceptFormBodies(app);
  const hidden = { hide: true } as const;
  const { base, authorisationRequest } = ApiPaths.sandboxMandates;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  const languageOf = (query: unknown, request: Fields | null): Language => {
    const asked = (query as { lang?: string } | undefined)?.lang ?? request?.language;
    return asked === 'ms' ? 'ms' : 'en';
  };
  /** The signed request the form carries (the decision field aside), or null. */
  const requestOf = (body: unknown): Fields | null => {
    const { decision: _decision, ...fields } = stringFields(body);
    return fields[CHECKSUM] ? bank.readRequest(fields) : null;
  };

  app.post(authorisationRequest, { schema: hidden }, async (request, reply) => {
    const mandate = requestOf(request.body);
    const language = languageOf(request.query, mandate);
    if (!mandate) return html(reply, 400, messagePage(language, WORDS[language].refusedTitle, WORDS[language].refused));
    return html(reply, 200, authorisePage(language, mandate, merchantName));
  });

  app.post(`${base}/decide`, { schema: hidden }, async (request, reply) => {
    const mandate = requestOf(request.body);
    const decision = stringFields(request.body).decision;
    const language = languageOf(request.query, mandate);
    if (!mandate || (decision !== 'approve' && decision !== 'reject')) {
      return html(reply, 400, messagePage(language, WORDS[language].refusedTitle, WORDS[language].refused));
    }
    bank.decide(mandate, decision);
    return reply.redirect(mandate.returnUrl!, 303);
  });

  app.get(`${base}/cancel`, { schema: hidden }, async (request, reply) => {
    const language = languageOf(request.query, null);
    const w = WORDS[language];
    const reference = String((request.query as { reference?: string }).reference ?? '').slice(0, 40);
    return html(
      reply,
      200,
      layout(
        language,
        w.cancelTitle,
        `<form method="post" action="${escapeHtml(`${base}/cancel?lang=${language}`)}">
<label class="field" for="reference">${escapeHtml(w.reference)}</label>
<input type="text" id="reference" name="reference" value="${escapeHtml(reference)}" required>
<button class="primary" type="submit">${escapeHtml(w.cancel)}</button>
</form>`,
      ),
    );
  });

  app.post(`${base}/cancel`, { schema: hidden }, async (request, reply) => {
    const language = languageOf(request.query, null);
    const w = WORDS[language];
    const reference = stringFields(request.body).reference ?? '';
    const done = bank.cancelAtBank(reference);
    return html(reply, done ? 200 : 404, messagePage(language, w.cancelTitle, done ? w.cancelled : w.notCancelled));
  });
};
