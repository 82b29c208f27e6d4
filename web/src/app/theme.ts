import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9: white labels on filled buttons and teal links on white reach WCAG AA contrast (lighter shades do not).
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * WCAG AA contrast in the light scheme: Mantine's dimmed grey (gray.6) is below 4.5:1 on white, and
 * the light variant (badges, alerts) writes shade 9 on shade 1, which fails for teal, green, orange,
 * lime and yellow: every colour's light variant gets the paler shade 0 and its shade 9 darkened.
 * Field errors use red.9: the default red.6 is 3.5:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  // Filled buttons hover one shade lighter than shade 9 by default (teal.8 is 4.0:1 under white
  // labels): they darken instead, in both schemes.
  const filledHover = Object.fromEntries(
    Object.entries(resolved.colors).map(([name, shades]) => [
      `--mantine-color-${name}-filled-hover`,
      darken(shades[9], 0.15),
    ]),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      ...filledHover,
      ...Object.fromEntries(
        Object.entries(resolved.colors).flatMap(([name, shades]) => [
          [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
          [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)],
        ]),
      ),
    },
    dark: filledHover,
  };
};
