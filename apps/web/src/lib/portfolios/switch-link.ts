/**
 * The portfolio switch opens as a modal over the page it was asked from (`?switch=<guid>`, or `first`): the
 * dashboard's goal cards link to it, the switch feature reads it. One name for the query parameter, here.
 */
export const SWITCH_PARAM = 'switch';

export function switchPortfolioHref(pathname: string, guid: string): string {
  return `${pathname}?${SWITCH_PARAM}=${encodeURIComponent(guid)}`;
}
