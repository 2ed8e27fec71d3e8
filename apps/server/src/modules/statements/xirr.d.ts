/** Types for `xirr` 1.1 (it ships none): the annual rate r with Σ amount × (1 + r)^(years to the last date) = 0. */
declare module 'xirr' {
  interface XirrTransaction {
    amount: number;
    when: Date;
  }
  interface XirrOptions {
    guess?: number;
    tolerance?: number;
    epsilon?: number;
    maxIterations?: number;
  }
  /** Throws when the flows are all on one day, all of one sign, or the solver does not converge. */
  function xirr(transactions: readonly XirrTransaction[], options?: XirrOptions): number;
  export default xirr;
}
