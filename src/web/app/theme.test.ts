import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createShopTheme, THEME_SPECS } from './theme';
import { THEME_COLOURS } from '../../shared/theme-colours';
import { THEME_NAMES } from '../../shared/themes';

const PICTURED = ['water1', 'water2', 'parking1', 'parking2', 'golf1', 'parkingGrey', 'parkingBlue'];

describe('shop themes', () => {
  it('has a theme for each of the 15 themes of spec §1', () => {
    expect(THEME_NAMES).toHaveLength(15);
    expect(Object.keys(THEME_SPECS).sort()).toEqual([...THEME_NAMES].sort());
  });

  it.each(THEME_NAMES)('%s keeps AA contrast for text on primary, on white and on its header', (name) => {
    const theme = createShopTheme(name);
    const { primary, secondary, text, background } = theme.palette;
    expect(theme.shop.name).toBe(name);
    expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(secondary.contrastText, secondary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(secondary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Primary text on the page background (links, prices) and the body text on it.
    expect(getContrastRatio(primary.main, background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(text.secondary, background.default)).toBeGreaterThanOrEqual(4.5);
    const h = theme.shop.header;
    expect(getContrastRatio(h.text, h.from)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(h.text, h.to)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the water, parking and golf themes their header art, the colour themes none', () => {
    for (const name of THEME_NAMES) {
      expect(createShopTheme(name).shop.header.art).toBe(PICTURED.includes(name) ? name : null);
    }
  });

  it('sets each theme’s heading font and colours', () => {
    expect(createShopTheme('golf1').typography.h1.fontFamily).toMatch(/Georgia/);
    expect(createShopTheme('parkingBlue').typography.h1.fontFamily).toMatch(/Condensed|Narrow/);
    expect(createShopTheme('colorMagenta').palette.primary.main).toBe('#ad1457');
  });

  it('falls back to the default theme for unknown names', () => {
    expect(createShopTheme('nope').palette.primary.main).toBe(
      createShopTheme('colorGreen').palette.primary.main,
    );
  });

  it.each(THEME_NAMES)('%s: the server’s manifest and favicon wear the theme’s own colours', (name) => {
    expect(THEME_COLOURS[name]).toEqual({
      primary: THEME_SPECS[name].primary,
      background: THEME_SPECS[name].background,
    });
  });
});
