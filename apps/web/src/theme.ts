import { type CSSVariablesResolver, createTheme, Modal } from '@mantine/core';

/**
 * Colours meet WCAG 2.2 AA (4.5:1 for text): filled buttons and badges use shade 8 (white on
 * blue.8 is 5.0:1; Mantine's default shade 6 gives 3.6:1), and 'dimmed' text is gray.7 (8:1 on
 * white; Mantine's gray.6 gives 3.3:1).
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
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } } }),
  },
});

/** Light hues whose shade 9 is still too pale for small text on their light (shade 1) badges. */
const PALE_HUES = ['green', 'teal', 'lime', 'yellow', 'orange', 'cyan'];

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    ...Object.fromEntries(
      PALE_HUES.flatMap((hue) => {
        // a browser without color-mix() drops the value and the text inherits the body colour
        const dark = `color-mix(in srgb, var(--mantine-color-${hue}-9) 60%, black)`;
        return [
          [`--mantine-color-${hue}-light-color`, dark],
          [`--mantine-color-${hue}-text`, dark],
        ];
      }),
    ),
  },
  dark: {},
});
