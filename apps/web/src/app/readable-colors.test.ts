import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, firstReadable, MIN_CONTRAST, readableLightColors } from './readable-colors';
import { theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = readableLightColors(merged);
const { white, colors } = merged;
const page = [white, colors.gray[0], colors.gray[1]];
const palettes = Object.entries(colors).filter(([, shades]) => shades.length === 10);

describe('readable colours', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('keeps a palette shade that is readable and darkens only when none is', () => {
    expect(firstReadable(['#868e96', '#495057'], ['#ffffff'])).toBe('#495057');
    const darkened = firstReadable(['#fab005'], ['#ffffff']);
    expect(darkened).not.toBe('#fab005');
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('puts dimmed text, placeholders, errors and links at 4.5:1 or more on the page', () => {
    for (const background of page)
      expect(contrastRatio(variables['--mantine-color-dimmed']!, background)).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
    expect(contrastRatio(variables['--mantine-color-placeholder']!, white)).toBeGreaterThanOrEqual(
      MIN_CONTRAST,
    );
    // Mantine's own dimmed gray.6 is 3.3:1 on white; the readable one is darker but not gray.7.
    expect(variables['--mantine-color-dimmed']).not.toBe(colors.gray[7]);
    expect(variables['--mantine-color-error']).toBe('var(--mantine-color-red-text)');
    expect(variables['--mantine-color-anchor']).toBe('var(--mantine-color-blue-text)');
  });

  it.each(palettes)('%s: filled, text, outline and light variants are readable', (name, shades) => {
    const strong = variables[`--mantine-color-${name}-filled`]!;
    for (const background of page)
      expect(contrastRatio(strong, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(variables[`--mantine-color-${name}-text`]).toBe(strong);
    expect(variables[`--mantine-color-${name}-outline`]).toBe(strong);
    const lightColor = variables[`--mantine-color-${name}-light-color`]!;
    expect(contrastRatio(lightColor, shades[1]!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('uses the primary blue.8 itself, not a darkened blue', () => {
    expect(variables['--mantine-color-blue-filled']).toBe(colors.blue[8]);
    expect(merged.primaryShade).toEqual({ light: 8, dark: 8 });
  });
});
