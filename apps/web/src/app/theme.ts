import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** One calm teal-green brand colour and its scale; index 7 keeps AA contrast with white text. */
const brand: MantineColorsTuple = [
  '#ecfbf7',
  '#d4f4ec',
  '#a9e8d9',
  '#7ad9c4',
  '#4fc5ad',
  '#2fab95',
  '#1e8f7d',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
  },
});
