import { colorsTuple, createTheme, type CSSVariablesResolver, DEFAULT_THEME } from '@mantine/core';
import { APP_TEXTS } from './texts';

/**
 * Mantine's green with deeper last two shades: white text on the primary (9) and on its hover
 * shade (8) reaches the 4.5:1 contrast that the stock shades miss.
 */
const green = colorsTuple([...DEFAULT_THEME.colors.green.slice(0, 8), '#1b6b2c', '#237a35']);

/** Green primary, as the spec's buttons and overlay. */
export const theme = createTheme({
  colors: { green },
  primaryColor: 'green',
  primaryShade: { light: 9, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Mantine's built-in accessible names are English; the panel speaks Spanish. Plain objects rather
  // than `Modal.extend(…)`: naming a component here would put its code on every page, /login included.
  components: {
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': APP_TEXTS.togglePassword } },
    },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': APP_TEXTS.closeWindow } },
      styles: { title: { fontWeight: 700 } },
    },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': APP_TEXTS.closeNotice } },
    },
  },
});

/** Secondary ('dimmed') and error texts darker than Mantine's, to keep 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[9] },
  dark: {},
});
