import type { BureauCheck } from '@harta/contracts/schemas/backoffice';

/**
 * Credit bureau (an Experian-style report on a Malaysian individual): score, bankruptcy, legal cases and
 * special-attention accounts. A real adapter implements this; the sandbox (credit-bureau-sandbox.ts) behaves
 * like one.
 */
export interface BureauSubject {
  clientId: number;
  fullName: string;
  /** MyKad number (digits, hyphens optional) or passport number; null when step 5 is not saved. */
  idNumber: string | null;
  dob: string | null;
}

export type BureauReport = Omit<BureauCheck, 'clientId' | 'checkedAt'> & { provider: string };

export interface CreditBureauProvider {
  readonly name: string;
  readonly sandbox: boolean;
  check(subject: BureauSubject): Promise<BureauReport>;
}
