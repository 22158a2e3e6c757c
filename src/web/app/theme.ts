import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeName } from '../../shared/schemas/page';

/** Header imagery: themes named after water, parking and golf carry their own SVG art. */
export type HeaderArt =
  'water1' | 'water2' | 'parking1' | 'parking2' | 'golf1' | 'parkingGrey' | 'parkingBlue';

export interface ShopThemeExtras {
  name: ThemeName;
  header: {
    /** Gradient of the header band, top left to bottom right. */
    from: string;
    to: string;
    /** Text on the header band; at least 4.5:1 against both gradient ends (theme.test.ts). */
    text: string;
    art: HeaderArt | null;
  };
}

declare module '@mui/material/styles' {
  interface Theme {
    shop: ShopThemeExtras;
  }
  interface ThemeOptions {
    shop?: ShopThemeExtras;
  }
}

const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif';
const HUMANIST = '"Segoe UI", "Trebuchet MS", Ubuntu, Cantarell, "DejaVu Sans", sans-serif';
const SERIF = 'Georgia, Cambria, "DejaVu Serif", "Liberation Serif", serif';
const NARROW =
  '"Roboto Condensed", "Arial Narrow", "Liberation Sans Narrow", "Helvetica Neue", Arial, sans-serif';

interface ThemeSpec {
  primary: string;
  secondary: string;
  /** Page background behind the cards. */
  background: string;
  header: ShopThemeExtras['header'];
  /** Font of headings and the top bar; body text stays in the system sans-serif. */
  headingFont: string;
  headingWeight: number;
}

const white = '#ffffff';

/**
 * The 15 themes of spec §1. Every primary and secondary keeps at least 4.5:1 against white, so
 * white text on them and coloured text on white both meet WCAG AA; the header text keeps 4.5:1
 * against its band (all checked in theme.test.ts).
 */
export const THEME_SPECS: Record<ThemeName, ThemeSpec> = {
  colorGreen: {
    primary: '#2e7d32',
    secondary: '#5d4037',
    background: '#f4f8f4',
    header: { from: '#1b5e20', to: '#2e7d32', text: white, art: null },
    headingFont: SANS,
    headingWeight: 600,
  },
  colorOrange: {
    primary: '#b34700',
    secondary: '#37474f',
    background: '#fdf7f2',
    header: { from: '#8f3900', to: '#b34700', text: white, art: null },
    headingFont: SANS,
    headingWeight: 600,
  },
  colorGrey: {
    primary: '#455a64',
    secondary: '#6d4c41',
    background: '#f5f6f7',
    header: { from: '#263238', to: '#455a64', text: white, art: null },
    headingFont: SANS,
    headingWeight: 600,
  },
  colorLightBlue: {
    primary: '#0369a1',
    secondary: '#00695c',
    background: '#f2f8fc',
    // A light band with dark text keeps the theme light.
    header: { from: '#e0f2fe', to: '#bae6fd', text: '#0c4a6e', art: null },
    headingFont: SANS,
    headingWeight: 600,
  },
  colorDarkGreen: {
    primary: '#1b5e20',
    secondary: '#6d4c41',
    background: '#f2f6f2',
    header: { from: '#0b3d10', to: '#1b5e20', text: white, art: null },
    headingFont: SANS,
    headingWeight: 700,
  },
  colorMagenta: {
    primary: '#ad1457',
    secondary: '#4a148c',
    background: '#fcf4f8',
    header: { from: '#880e4f', to: '#ad1457', text: white, art: null },
    headingFont: HUMANIST,
    headingWeight: 600,
  },
  colorTeal: {
    primary: '#00695c',
    secondary: '#37474f',
    background: '#f1f8f7',
    header: { from: '#004d40', to: '#00695c', text: white, art: null },
    headingFont: HUMANIST,
    headingWeight: 600,
  },
  colorPurple: {
    primary: '#6a1b9a',
    secondary: '#00695c',
    background: '#f8f4fb',
    header: { from: '#4a148c', to: '#6a1b9a', text: white, art: null },
    headingFont: HUMANIST,
    headingWeight: 600,
  },
  water1: {
    primary: '#01579b',
    secondary: '#00727a',
    background: '#f1f7fb',
    header: { from: '#013d6e', to: '#0266b0', text: white, art: 'water1' },
    headingFont: HUMANIST,
    headingWeight: 600,
  },
  water2: {
    primary: '#006064',
    secondary: '#1565c0',
    background: '#eff8f8',
    header: { from: '#00484b', to: '#00767b', text: white, art: 'water2' },
    headingFont: HUMANIST,
    headingWeight: 600,
  },
  parking1: {
    primary: '#1565c0',
    secondary: '#bf360c',
    background: '#f3f6fb',
    header: { from: '#0d3c78', to: '#1565c0', text: white, art: 'parking1' },
    headingFont: NARROW,
    headingWeight: 700,
  },
  parking2: {
    primary: '#283593',
    secondary: '#8a5a00',
    background: '#f4f5fb',
    header: { from: '#141b4d', to: '#283593', text: white, art: 'parking2' },
    headingFont: NARROW,
    headingWeight: 700,
  },
  golf1: {
    primary: '#33691e',
    secondary: '#6b5e00',
    background: '#f5f8f1',
    header: { from: '#1f4a12', to: '#3b7a23', text: white, art: 'golf1' },
    headingFont: SERIF,
    headingWeight: 700,
  },
  parkingGrey: {
    primary: '#424242',
    secondary: '#1565c0',
    background: '#f5f5f5',
    header: { from: '#1f1f1f', to: '#4a4a4a', text: white, art: 'parkingGrey' },
    headingFont: NARROW,
    headingWeight: 700,
  },
  parkingBlue: {
    primary: '#0d47a1',
    secondary: '#00796b',
    background: '#f2f5fb',
    header: { from: '#082d66', to: '#0d47a1', text: white, art: 'parkingBlue' },
    headingFont: NARROW,
    headingWeight: 700,
  },
};

export const DEFAULT_THEME: ThemeName = 'colorGreen';

/** The MUI theme for a shop theme name; unknown names get the default theme. */
export function createShopTheme(name: ThemeName | string): Theme {
  const themeName = (name in THEME_SPECS ? name : DEFAULT_THEME) as ThemeName;
  const spec = THEME_SPECS[themeName];
  const heading = { fontFamily: spec.headingFont, fontWeight: spec.headingWeight };
  return createTheme({
    shop: { name: themeName, header: spec.header },
    palette: {
      primary: { main: spec.primary },
      secondary: { main: spec.secondary },
      background: { default: spec.background, paper: '#ffffff' },
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: SANS,
      h1: { ...heading, fontSize: '1.75rem', lineHeight: 1.25 },
      h2: { ...heading, fontSize: '1.35rem', lineHeight: 1.3 },
      h3: { ...heading, fontSize: '1.1rem', lineHeight: 1.35 },
      h5: heading,
      h6: heading,
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Long Dutch and Romanian words must wrap instead of overflowing a phone screen.
          body: { overflowWrap: 'break-word', hyphens: 'auto' },
        },
      },
      // Long German, Dutch and Romanian labels read better without upper case.
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: {
            textTransform: 'none',
            color: 'rgba(0, 0, 0, 0.87)',
            '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: spec.primary, color: '#fff' },
          },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `3px solid ${spec.primary}`, outlineOffset: 2 } },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: { '&:focus-visible': { outline: `3px solid ${spec.primary}`, outlineOffset: 2 } },
        },
      },
    },
  });
}
