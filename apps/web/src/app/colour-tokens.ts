import { darken, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function rgb(colour: string): [number, number, number] {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  const hex = short
    ? [
        colour,
        short
          .slice(1)
          .map((d) => d + d)
          .join(''),
      ]
    : /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const fn = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/i.exec(colour);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  throw new Error(`not a colour this module reads: ${colour}`);
}

/** WCAG 2 relative luminance. */
function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The first candidate readable (AA) on every background, else the last candidate (the most contrasted one). */
function firstReadable(candidates: string[], backgrounds: string[]): string {
  return (
    candidates.find((colour) => backgrounds.every((background) => contrast(colour, background) >= AA_CONTRAST)) ??
    candidates[candidates.length - 1]!
  );
}

/** A shade, then ever darker versions of the darkest shade: candidates for text on a light background. */
function darkening(shades: readonly string[], from: number): string[] {
  const darkest = shades[9]!;
  return [...shades.slice(from), ...[0.1, 0.2, 0.3, 0.4, 0.5].map((amount) => darken(darkest, amount))];
}

/** From a shade towards the lightest: candidates for text on a dark background. */
function lightening(shades: readonly string[], from: number): string[] {
  return shades.slice(0, from + 1).reverse();
}

/** The backgrounds text is drawn on: the body, the page behind cards, and hovered or striped rows. */
export function backgrounds(theme: MantineTheme) {
  return {
    light: [theme.white, theme.colors.gray[0]!, theme.colors.gray[1]!],
    dark: [theme.colors.dark[6]!, theme.colors.dark[7]!, theme.colors.dark[8]!],
  };
}

/**
 * Colour tokens that meet WCAG AA (4.5:1) in both schemes, where Mantine's defaults do not: dimmed text (gray 6 on
 * white is 3.3:1, dark 2 on dark 6 is 3.5:1), the error colour, each colour's text (`c="red"`, links, the active
 * menu entry) and outline variant (red 7 on white is 3.8:1), and each light variant's text on its tinted background (the Sandbox badge's orange was 3.6:1). Each
 * token takes the first shade of its own colour that is readable on every background it is drawn on, so a palette
 * change keeps the contrast (colour-tokens.test.ts checks every token of both schemes). Filled variants pick black
 * or white text by the theme's `autoContrast`.
 */
export const colourTokensResolver: CSSVariablesResolver = (theme) => {
  const on = backgrounds(theme);
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const { gray, red } = theme.colors;
  light['--mantine-color-dimmed'] = firstReadable(darkening(gray, 6), on.light);
  dark['--mantine-color-dimmed'] = firstReadable(lightening(theme.colors.dark, 2), on.dark);
  light['--mantine-color-error'] = firstReadable(darkening(red, 6), on.light);
  dark['--mantine-color-error'] = firstReadable(lightening(red, 6), on.dark);
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || shades.length < 10) continue;
    const text = firstReadable(darkening(shades, 6), on.light);
    light[`--mantine-color-${name}-text`] = text;
    // Outline buttons and badges write their label in this colour on the page's background.
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = firstReadable(darkening(shades, 9), [shades[1]!, shades[2]!]);
    dark[`--mantine-color-${name}-text`] = firstReadable(lightening(shades, 5), on.dark);
    dark[`--mantine-color-${name}-outline`] = firstReadable(lightening(shades, 3), on.dark);
  }
  return { variables: {}, light, dark };
};
