import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeName } from '../../shared/schemas/page';

interface ThemeColors {
  primary: string;
  secondary: string;
  /** Page background behind the cards. */
  background: string;
}

/**
 * Colours per shop theme (spec §1). Each primary and secondary keeps at least 4.5:1 against
 * white, so white text on them and coloured text on white both meet WCAG AA (checked in theme.test.ts).
 */
export const THEME_COLORS: Record<ThemeName, ThemeColors> = {
  colorGreen: { primary: '#2e7d32', secondary: '#5d4037', background: '#f4f8f4' },
  colorOrange: { primary: '#b34700', secondary: '#37474f', background: '#fdf7f2' },
  colorGrey: { primary: '#455a64', secondary: '#6d4c41', background: '#f5f6f7' },
  colorLightBlue: { primary: '#0369a1', secondary: '#00695c', background: '#f2f8fc' },
  colorDarkGreen: { primary: '#1b5e20', secondary: '#6d4c41', background: '#f2f6f2' },
  colorMagenta: { primary: '#ad1457', secondary: '#4a148c', background: '#fcf4f8' },
  colorTeal: { primary: '#00695c', secondary: '#37474f', background: '#f1f8f7' },
  colorPurple: { primary: '#6a1b9a', secondary: '#00695c', background: '#f8f4fb' },
  water1: { primary: '#01579b', secondary: '#00727a', background: '#f1f7fb' },
  water2: { primary: '#006064', secondary: '#1565c0', background: '#eff8f8' },
  parking1: { primary: '#1565c0', secondary: '#bf360c', background: '#f3f6fb' },
  parking2: { primary: '#283593', secondary: '#8a5a00', background: '#f4f5fb' },
  golf1: { primary: '#33691e', secondary: '#6b5e00', background: '#f5f8f1' },
  parkingGrey: { primary: '#424242', secondary: '#1565c0', background: '#f5f5f5' },
  parkingBlue: { primary: '#0d47a1', secondary: '#00796b', background: '#f2f5fb' },
};

export const DEFAULT_THEME: ThemeName = 'colorGreen';

/** The MUI theme for a shop theme name; unknown names get the default theme. */
export function createShopTheme(name: ThemeName | string): Theme {
  const colors = THEME_COLORS[name as ThemeName] ?? THEME_COLORS[DEFAULT_THEME];
  return createTheme({
    palette: {
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      background: { default: colors.background, paper: '#ffffff' },
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 8 },
    typography: {
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.35rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
    components: {
      // Long German, Dutch and Romanian labels read better without upper case.
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiToggleButton: {
        styleOverrides: {
          root: {
            textTransform: 'none',
            color: 'rgba(0, 0, 0, 0.87)',
            '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: colors.primary, color: '#fff' },
          },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `3px solid ${colors.primary}`, outlineOffset: 2 } },
        },
      },
    },
  });
}
