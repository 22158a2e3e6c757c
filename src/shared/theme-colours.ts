import type { ThemeName } from './themes';

/**
 * Each theme's primary colour and page background for the server's web manifest and favicon,
 * so the icon and the browser's bar wear the shop's colour. The client's theme
 * (web/app/theme.ts) keeps its own copy so that the landing bundle does not grow; theme.test.ts
 * holds the two equal.
 */
export const THEME_COLOURS: Record<ThemeName, { primary: string; background: string }> = {
  colorGreen: { primary: '#2e7d32', background: '#f4f8f4' },
  colorOrange: { primary: '#b34700', background: '#fdf7f2' },
  colorGrey: { primary: '#455a64', background: '#f5f6f7' },
  colorLightBlue: { primary: '#0369a1', background: '#f2f8fc' },
  colorDarkGreen: { primary: '#1b5e20', background: '#f2f6f2' },
  colorMagenta: { primary: '#ad1457', background: '#fcf4f8' },
  colorTeal: { primary: '#00695c', background: '#f1f8f7' },
  colorPurple: { primary: '#6a1b9a', background: '#f8f4fb' },
  water1: { primary: '#01579b', background: '#f1f7fb' },
  water2: { primary: '#006064', background: '#eff8f8' },
  parking1: { primary: '#1565c0', background: '#f3f6fb' },
  parking2: { primary: '#283593', background: '#f4f5fb' },
  golf1: { primary: '#33691e', background: '#f5f8f1' },
  parkingGrey: { primary: '#424242', background: '#f5f5f5' },
  parkingBlue: { primary: '#0d47a1', background: '#f2f5fb' },
};
