/**
 * A `window.matchMedia` as jsdom lacks it (GUIDE section 8): a media query list that matches the queries `matches`
 * says yes to, and never changes. The test setup installs one that matches nothing; a test of a phone's width or a
 * system setting installs its own.
 */
export function matchMediaWhere(matches: (query: string) => boolean): (query: string) => MediaQueryList {
  return (query) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
