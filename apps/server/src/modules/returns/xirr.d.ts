/**
 * Types for `xirr` 1.1 (it ships none). Only what modules/returns/money-weighted.ts uses: the annualised internal
 * rate of return of dated amounts, solved by Newton's method (newton-raphson-method); it throws when the amounts
 * are all of one sign, fall on one day, or the method does not converge.
 */
declare module 'xirr' {
  interface XirrTransaction {
    amount: number;
    when: Date;
  }
  interface XirrOptions {
    /** First estimate of the annual rate; by default derived from the total gain. */
    guess?: number;
    /** Relative change between two iterations that counts as converged (default 1e-7). */
    tolerance?: number;
    /** Default 20. */
    maxIterations?: number;
  }
  function xirr(transactions: readonly XirrTransaction[], options?: XirrOptions): number;
  export = xirr;
}
