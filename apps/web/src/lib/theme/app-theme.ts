import { createTheme, type Theme } from '@mui/material/styles';
import { svSE, enUS } from '@mui/material/locale';
import type { Language } from '@syna/contracts/constants';
import { BRAND_COLORS } from './brand-colors';

/** A screen worked with a finger rather than a mouse, or as narrow as a phone's (MUI's `xs`). */
const TOUCH = '@media (pointer: coarse), (max-width: 599.95px)';

/**
 * Light or dark Material theme. `contrastThreshold: 4.5` makes MUI pick WCAG AA text colours on
 * every palette colour (its default of 3 lets white text sit on too light reds and blues).
 */
export function createAppTheme(mode: 'light' | 'dark', language: Language): Theme {
  return createTheme(
    {
      palette: {
        mode,
        contrastThreshold: 4.5,
        primary: mode === 'light' ? { main: BRAND_COLORS.primary } : { main: '#90caf9' },
        // MUI's light warning orange (#ed6c02) is 3.1:1 on white, too faint for a warning written
        // as text (a report without its PDF); this one is 5.5:1. The dark theme's passes as it is.
        // MUI's light info blue (#0288d1) is 3.9:1, too faint for an outlined chip's text (a
        // queued mail); this one is 4.8:1.
        ...(mode === 'light' ? { warning: { main: '#a84f00' }, info: { main: '#0277bd' } } : {}),
        background: mode === 'light' ? { default: BRAND_COLORS.background, paper: '#ffffff' } : {},
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 500 },
        h2: { fontSize: '1.25rem', fontWeight: 500 },
        h3: { fontSize: '1.05rem', fontWeight: 500 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 1 } },
        // On a phone every button is at least 48 px, so a thumb hits it (a crawl space, one hand).
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { [TOUCH]: { minHeight: 48 } } },
        },
        MuiIconButton: { styleOverrides: { root: { [TOUCH]: { minWidth: 48, minHeight: 48 } } } },
        MuiLink: { defaultProps: { underline: 'hover' } },
        // A disabled field's helper text says why it is disabled: it must stay readable (the
        // default, text.disabled, is below 4.5:1).
        MuiFormHelperText: {
          styleOverrides: {
            root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
          },
        },
        // The default (action.active) is below 4.5:1 on the page background.
        MuiToggleButton: {
          styleOverrides: {
            root: ({ theme }) => ({ color: theme.palette.text.secondary, [TOUCH]: { minHeight: 48 } }),
          },
        },
      },
    },
    language === 'sv' ? svSE : enUS,
  );
}
