/** Log calls take pino's (details, message) form, so a pino logger fits as is. */
export type IdentityLogFn = (details: object, message?: string) => void;

export interface IdentityLogger {
  info: IdentityLogFn;
  warn: IdentityLogFn;
  error: IdentityLogFn;
  debug?: IdentityLogFn;
}
