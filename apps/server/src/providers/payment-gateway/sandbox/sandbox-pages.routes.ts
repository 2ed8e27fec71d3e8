import { ApiPaths } from '@harta/contracts/paths';
import { ORDER_ID_PATTERN } from '@harta/contracts/schemas/payments';
import type { Language } from '@harta/contracts/languages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FpxFields } from '../fpx-messages';
import { acceptFormBodies } from '../form-parser';
import { authorisePage, bankSelectionPage, loginPage, messagePage, type PaymentSummary } from './sandbox-html';
import { DECISIONS, type Decision, type SandboxExchange, type SandboxTransaction } from './sandbox-exchange';
import { SANDBOX_TEXT, sandboxLanguage } from './sandbox-text';

export interface SandboxPagesOptions {
  exchange: SandboxExchange;
  /** The merchant's display name on the exchange's pages. */
  merchantName: string;
  /** Where the exchange sends the browser back (the indirect AC): the app's receipt page. */
  returnUrl: (orderId: string, statusCode: string) => string;
}

const { base } = ApiPaths.sandboxFpx;
const txnPath = (orderNo: string) => `${base}/txn/${orderNo}`;

/**
 * The sandbox exchange's and banks' pages under /sandbox/fpx (docs/money.md "Sandbox gateway"): the AR lands
 * here, then the buyer picks a bank (offline ones greyed out), logs in to the fake bank and approves, declines or
 * lets the payment time out. The browser then goes back to the app's receipt page; the outcome itself travels
 * only in the exchange's signed AC. Hidden from the API document: it stands in for another party's website.
 */
export const sandboxPagesRoutes: FastifyPluginAsync<SandboxPagesOptions> = async (app, options) => {
  const { exchange } = options;
  acceptFormBodies(app);

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  async function summaryOf(txn: SandboxTransaction): Promise<PaymentSummary> {
    const request = txn.request as FpxFields;
    const bank = txn.buyerBankId ? (await exchange.banks()).find((b) => b.code === txn.buyerBankId) : undefined;
    return {
      merchant: options.merchantName,
      orderNo: txn.sellerOrderNo,
      amount: request.fpx_txnAmount ?? '',
      description: request.fpx_productDesc ?? '',
      bankName: bank?.name ?? null,
    };
  }

  /** The transaction of a page URL, or the page that says why there is none to act on. */
  const languageOf = (request: FastifyRequest): Language => sandboxLanguage(request.headers);

  async function openTransaction(
    orderNo: string,
    language: Language,
    reply: FastifyReply,
  ): Promise<SandboxTransaction | null> {
    const text = SANDBOX_TEXT[language];
    const txn = ORDER_ID_PATTERN.test(orderNo) ? await exchange.findByOrder(orderNo) : undefined;
    if (!txn) {
      await html(reply, 404, messagePage(language, text.notFoundTitle, text.notFound));
      return null;
    }
    if (txn.statusCode !== null) {
      await html(
        reply,
        409,
        messagePage(language, text.completedTitle, text.completed, {
          href: options.returnUrl(txn.sellerOrderNo, txn.statusCode),
          text: text.returnToMerchant,
        }),
      );
      return null;
    }
    return txn;
  }

  const hidden = { hide: true } as const;

  app.post(ApiPaths.sandboxFpx.authorisationRequest, { schema: hidden }, async (request, reply) => {
    const intake = await exchange.receiveAuthorisationRequest(request.body);
    if (!intake.ok) {
      const language = languageOf(request);
      const page = messagePage(language, SANDBOX_TEXT[language].refusedTitle, `${intake.reason} (code ${intake.code})`);
      return html(reply, 400, page);
    }
    return reply.redirect(txnPath(intake.transaction.sellerOrderNo), 303);
  });

  app.get<{ Params: { orderNo: string } }>(`${base}/txn/:orderNo`, { schema: hidden }, async (request, reply) => {
    const language = languageOf(request);
    const txn = await openTransaction(request.params.orderNo, language, reply);
    if (!txn) return reply;
    const s = await summaryOf(txn);
    if (!txn.buyerBankId) {
      const page = bankSelectionPage(language, `${txnPath(txn.sellerOrderNo)}/bank`, s, await exchange.banks());
      return html(reply, 200, page);
    }
    return html(reply, 200, loginPage(language, `${txnPath(txn.sellerOrderNo)}/login`, s));
  });

  app.post<{ Params: { orderNo: string }; Body: Record<string, string> | undefined }>(
    `${base}/txn/:orderNo/bank`,
    { schema: hidden },
    async (request, reply) => {
      const language = languageOf(request);
      const txn = await openTransaction(request.params.orderNo, language, reply);
      if (!txn) return reply;
      if (!(await exchange.chooseBank(txn.sellerOrderNo, String(request.body?.bank ?? '')))) {
        const page = bankSelectionPage(
          language,
          `${txnPath(txn.sellerOrderNo)}/bank`,
          await summaryOf(txn),
          await exchange.banks(),
          SANDBOX_TEXT[language].chooseOnline,
        );
        return html(reply, 422, page);
      }
      return reply.redirect(txnPath(txn.sellerOrderNo), 303);
    },
  );

  app.post<{ Params: { orderNo: string }; Body: Record<string, string> | undefined }>(
    `${base}/txn/:orderNo/login`,
    { schema: hidden },
    async (request, reply) => {
      const language = languageOf(request);
      const txn = await openTransaction(request.params.orderNo, language, reply);
      if (!txn) return reply;
      const s = await summaryOf(txn);
      const userId = String(request.body?.userId ?? '').trim();
      const password = String(request.body?.password ?? '');
      if (!txn.buyerBankId) return reply.redirect(txnPath(txn.sellerOrderNo), 303);
      if (!userId || !password) {
        return html(
          reply,
          422,
          loginPage(language, `${txnPath(txn.sellerOrderNo)}/login`, s, SANDBOX_TEXT[language].loginMissing),
        );
      }
      return html(reply, 200, authorisePage(language, `${txnPath(txn.sellerOrderNo)}/decide`, s));
    },
  );

  app.post<{ Params: { orderNo: string }; Body: Record<string, string> | undefined }>(
    `${base}/txn/:orderNo/decide`,
    { schema: hidden },
    async (request, reply) => {
      const language = languageOf(request);
      const txn = await openTransaction(request.params.orderNo, language, reply);
      if (!txn) return reply;
      if (!txn.buyerBankId) return reply.redirect(txnPath(txn.sellerOrderNo), 303);
      const decision = request.body?.decision;
      const reason = request.body?.reason;
      let choice: Decision;
      if (decision === 'approve' || decision === 'timeout') choice = decision;
      else if (decision === 'decline') {
        choice = reason === 'insufficientFunds' || reason === 'limitExceeded' ? reason : 'decline';
      } else {
        const page = authorisePage(language, `${txnPath(txn.sellerOrderNo)}/decide`, await summaryOf(txn));
        return html(reply, 422, page);
      }
      const decided = await exchange.decide(txn.sellerOrderNo, DECISIONS[choice]);
      return reply.redirect(options.returnUrl(txn.sellerOrderNo, decided?.statusCode ?? DECISIONS[choice]), 303);
    },
  );
};
