import { createTheme } from '@mantine/core';

// System fonts only: the CSP allows no external font hosts, and they render instantly.
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  cursorType: 'pointer',
});
