import { createTheme, type MantineThemeOverride, type ModalProps, mergeThemeOverrides } from '@mantine/core';
import type { TFunction } from 'i18next';

export { readableColorsResolver } from './readable-colors';

// System fonts only: the CSP allows no external font hosts, and they render instantly.
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'blue',
  // blue.8: the lightest blue that white text reads on at 4.5:1 (blue.6, the default, is 3.6:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // A field's hint goes under its input, so inputs side by side stay aligned whether they have one or not.
    InputWrapper: { defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] } },
  },
});

/** The theme with the texts Mantine's own controls need, in the current language. */
export function localisedTheme(t: TFunction<'common'>): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      // A dialog's × button shows only an icon: screen readers need its name.
      // A plain object, not Modal.extend: importing Modal would put dialogs' code on the sign-in page.
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': t('closeDialog') } } satisfies Partial<ModalProps>,
      },
    },
  });
}
