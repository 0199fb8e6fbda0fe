/**
 * The brand's colours in the light theme, shared by the theme (app-theme.ts) and the installable
 * app's manifest and `theme-color` (build-plugins/installable-app.ts), which cannot load MUI.
 */
export const BRAND_COLORS = {
  primary: '#1565c0',
  background: '#f6f7f9',
} as const;
