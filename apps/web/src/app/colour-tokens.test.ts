import { darken, DEFAULT_THEME, getContrastColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, backgrounds, colourTokensResolver, contrast } from './colour-tokens';
import { theme as appTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const tokens = colourTokensResolver(theme);
const on = backgrounds(theme);
const colourNames = Object.keys(theme.colors).filter((name) => name !== 'dark');

function expectReadable(colour: string | undefined, against: string[], what: string) {
  expect(colour, what).toBeDefined();
  for (const background of against) {
    expect(contrast(colour!, background), `${what}: ${colour} on ${background}`).toBeGreaterThanOrEqual(AA_CONTRAST);
  }
}

describe('colour tokens meet WCAG AA (4.5:1) in both schemes', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('dimmed and error text, on every background of each scheme', () => {
    expectReadable(tokens.light['--mantine-color-dimmed'], on.light, 'light dimmed');
    expectReadable(tokens.dark['--mantine-color-dimmed'], on.dark, 'dark dimmed');
    expectReadable(tokens.light['--mantine-color-error'], on.light, 'light error');
    expectReadable(tokens.dark['--mantine-color-error'], on.dark, 'dark error');
  });

  it.each(colourNames)('%s: text and outline variants in that colour, a light variant’s text on its tint', (name) => {
    const shades = theme.colors[name]!;
    expectReadable(tokens.light[`--mantine-color-${name}-text`], on.light, `light ${name} text`);
    expectReadable(tokens.dark[`--mantine-color-${name}-text`], on.dark, `dark ${name} text`);
    expectReadable(tokens.light[`--mantine-color-${name}-outline`], on.light, `light ${name} outline`);
    expectReadable(tokens.dark[`--mantine-color-${name}-outline`], on.dark, `dark ${name} outline`);
    expectReadable(
      tokens.light[`--mantine-color-${name}-light-color`],
      [shades[1]!, shades[2]!],
      `light ${name} badge`,
    );
    // Mantine's own dark light-variant (shade 0 on shade 9 darkened by half) already reads.
    expectReadable(shades[0], [darken(shades[9]!, 0.5), darken(shades[9]!, 0.3)], `dark ${name} badge`);
  });

  it.each(colourNames)('%s: filled buttons and badges get black or white text that reads', (name) => {
    const shade = theme.colors[name]![7]!;
    const text = getContrastColor({ color: name, theme, autoContrast: true });
    expectReadable(text === 'var(--mantine-color-white)' ? theme.white : theme.black, [shade], `filled ${name}`);
  });

  it('white text on the primary colour’s filled shade, in both schemes', () => {
    const shade = theme.primaryShade as { light: number; dark: number };
    const brand = theme.colors[theme.primaryColor]!;
    expectReadable(theme.white, [brand[shade.light]!, brand[shade.dark]!], 'button text');
  });
});
