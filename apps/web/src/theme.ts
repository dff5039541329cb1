import { createTheme } from '@mantine/core';

/**
 * Colours meet WCAG 2.2 AA (4.5:1 for text): filled buttons and badges use shade 8 (white on
 * blue.8 is 5.0:1; Mantine's default shade 6 gives 3.6:1); theme.css darkens 'dimmed' text and the
 * pale hues' text (a stylesheet, so no page's JavaScript grows for it).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  // filled buttons and badges take black or white text, whichever contrasts more (0.18 is the
  // luminance at which both give the same ratio)
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // an icon-only close button is named for screen readers
    // (a plain object: Modal.extend() would pull the Modal into every page's first chunk)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } } },
    // a toast's close button too
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } } },
  },
});
