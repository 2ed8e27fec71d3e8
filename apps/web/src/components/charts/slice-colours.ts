/**
 * The colours of an allocation's slices, in order: distinct hues of the theme (both schemes define them), the
 * brand first. Colour only tells slices apart at a glance; the legend's text carries the meaning.
 */
const SLICE_COLOURS = ['brand-6', 'blue-5', 'yellow-5', 'grape-5', 'orange-6', 'cyan-4', 'pink-5', 'lime-6', 'gray-5'];

export function sliceColour(index: number): string {
  return `var(--mantine-color-${SLICE_COLOURS[index % SLICE_COLOURS.length]!})`;
}

/**
 * One colour per asset class, the same on every card and page whatever the order of the slices (a goal's gold is
 * the same yellow as another goal's). A class this version does not know takes the colour of its position.
 */
const ASSET_CLASS_COLOURS: Record<string, string> = {
  EQUITY: 'brand-6',
  FIXED_INCOME: 'blue-5',
  GOLD: 'yellow-5',
  SUKUK: 'grape-5',
  REIT: 'orange-6',
  MONEY_MARKET: 'cyan-4',
  CASH: 'gray-5',
};

export function assetClassColour(key: string, index: number): string {
  const colour = ASSET_CLASS_COLOURS[key];
  return colour ? `var(--mantine-color-${colour})` : sliceColour(index);
}
