import { randomBytes } from 'node:crypto';
import type { BureauReport, BureauSubject, CreditBureauProvider } from './credit-bureau-provider';

/**
 * The credit-bureau sandbox. Deterministic, after a delay:
 * - by the last digit of the ID number: 0–6 → CLEAR (score 700–790, LOW), 7–8 → REVIEW (score 560–590,
 *   MEDIUM, 1 legal case), 9 → DECLINE (score 350, HIGH, bankruptcy, special-attention account);
 * - without an ID number, by name: containing 'bankrupt' → DECLINE, 'review' → REVIEW, otherwise CLEAR.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Band = 'CLEAR' | 'REVIEW' | 'DECLINE';

function bandOf(subject: BureauSubject): { band: Band; digit: number } {
  const digits = (subject.idNumber ?? '').replace(/\D/g, '');
  if (digits.length > 0) {
    const digit = Number(digits[digits.length - 1]);
    return { band: digit === 9 ? 'DECLINE' : digit >= 7 ? 'REVIEW' : 'CLEAR', digit };
  }
  const name = subject.fullName.toLowerCase();
  if (name.includes('bankrupt')) return { band: 'DECLINE', digit: 9 };
  if (name.includes('review')) return { band: 'REVIEW', digit: 7 };
  return { band: 'CLEAR', digit: 0 };
}

export function createCreditBureauSandbox(options: { delayMs: number }): CreditBureauProvider {
  return {
    name: 'sandbox',
    sandbox: true,
    async check(subject): Promise<BureauReport> {
      if (options.delayMs > 0) await sleep(options.delayMs);
      const { band, digit } = bandOf(subject);
      const reference = `SBX-CB-${randomBytes(5).toString('hex').toUpperCase()}`;
      const common = { provider: 'sandbox', reference, sandbox: true };
      switch (band) {
        case 'CLEAR':
          return {
            ...common,
            creditScore: 700 + digit * 15,
            riskGrade: 'LOW',
            bankruptcy: false,
            legalCases: 0,
            specialAttentionAccount: false,
            recommendation: 'CLEAR',
            summary: 'No adverse records. Credit history in good standing.',
          };
        case 'REVIEW':
          return {
            ...common,
            creditScore: 560 + (digit - 7) * 30,
            riskGrade: 'MEDIUM',
            bankruptcy: false,
            legalCases: 1,
            specialAttentionAccount: false,
            recommendation: 'REVIEW',
            summary: 'One legal case on record (civil claim). Review before approving.',
          };
        case 'DECLINE':
          return {
            ...common,
            creditScore: 350,
            riskGrade: 'HIGH',
            bankruptcy: true,
            legalCases: 2,
            specialAttentionAccount: true,
            recommendation: 'DECLINE',
            summary: 'Bankruptcy record and a special-attention account.',
          };
      }
    },
  };
}
