import { type CSSVariablesResolver, darken, luminance, type MantineTheme } from '@mantine/core';

/** WCAG 2 AA for body text: every text the app shows meets it, small print included. */
export const MIN_CONTRAST = 4.5;

/** The contrast ratio of two opaque colours (WCAG 2 relative luminance). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const readableOn = (color: string, backgrounds: readonly string[]) =>
  backgrounds.every((background) => contrastRatio(color, background) >= MIN_CONTRAST);

/**
 * The first of `candidates` that reads on every background; when none does, the last one darkened
 * step by step until it does. The palette's own shades are kept wherever they are readable.
 */
export function firstReadable(candidates: readonly string[], backgrounds: readonly string[]): string {
  const found = candidates.find((color) => readableOn(color, backgrounds));
  if (found) return found;
  const darkest = candidates.at(-1);
  if (!darkest) throw new Error('no candidate colour');
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(darkest, amount);
    if (readableOn(darker, backgrounds)) return darker;
  }
  return darken(darkest, 1);
}

/**
 * Light-scheme colour variables that keep every text at 4.5:1 or more. Mantine's defaults put
 * dimmed text, placeholders, error texts, links, filled buttons and light or outline badges below
 * it (gray.6 on white is 3.3:1, white on blue.6 3.6:1, teal.9 on teal.1 4.3:1). Text sits on white
 * cards and on the gray.0 of the main area; the striped and hovered rows of tables are gray.1.
 */
export function readableLightColors(theme: MantineTheme): Record<string, string> {
  const { white, colors } = theme;
  const gray = colors.gray;
  const page = [white, gray[0], gray[1]];
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': firstReadable([gray[6]], page),
    // Lighter than dimmed text so an empty field still looks empty, yet readable on a white input.
    '--mantine-color-placeholder': firstReadable([gray[5]], [white]),
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-success': 'var(--mantine-color-teal-text)',
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
  };
  for (const [name, shades] of Object.entries(colors)) {
    if (!Array.isArray(shades) || shades.length < 10) continue;
    // Filled: white text on it; text and outline: on the page. One colour serves all three.
    const strong = firstReadable(shades.slice(6), page);
    variables[`--mantine-color-${name}-filled`] = strong;
    variables[`--mantine-color-${name}-filled-hover`] = darken(strong, 0.12);
    variables[`--mantine-color-${name}-text`] = strong;
    variables[`--mantine-color-${name}-outline`] = strong;
    // Light variant (badges, alerts, light buttons): shade 9 on shade 1, darker where that is too faint.
    variables[`--mantine-color-${name}-light-color`] = firstReadable([shades[9]], [shades[1], shades[2]]);
  }
  return variables;
}

/** For `MantineProvider`: the readable light-scheme colours over Mantine's defaults. */
export const readableColorsResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: readableLightColors(theme),
  dark: {},
});
