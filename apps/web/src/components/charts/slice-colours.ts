/**
 * The colours of an allocation's slices, in order: distinct hues of the theme (both schemes define them), the
 * brand first. Colour only tells slices apart at a glance; the legend's text carries the meaning.
 */
const SLICE_COLOURS = ['brand-6', 'blue-5', 'yellow-5', 'grape-5', 'orange-6', 'cyan-4', 'pink-5', 'lime-6', 'gray-5'];

export function sliceColour(index: number): string {
  return `var(--mantine-color-${SLICE_COLOURS[index % SLICE_COLOURS.length]!})`;
}
