/**
 * The schedule sent to the bank for authorisation, kept for the tab while the browser is away: the bank sends it
 * back to `/recurring-deposit/return?schedule=<guid>` with the schedule alone, and a refused schedule no longer
 * shows in the list of live ones, so the return page finds its goal here.
 */
const KEY = 'harta.recurringDeposit.authorising';

export function rememberAuthorisation(schedule: string, portfolio: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify({ schedule, portfolio }));
  } catch {
    // Private mode without storage: the return page falls back to the list of live schedules.
  }
}

/** The goal of the schedule being authorised, when it is this one. */
export function authorisingPortfolio(schedule: string, storage: Storage = sessionStorage): string | null {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as { schedule?: string; portfolio?: string } | null;
    return saved?.schedule === schedule && typeof saved.portfolio === 'string' ? saved.portfolio : null;
  } catch {
    return null;
  }
}
