import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { themes } from '../../shared/schemas/page';
import { createShopTheme } from './theme';

describe('createShopTheme', () => {
  it.each(themes)('%s keeps AA contrast for text on primary and primary/secondary on white', (name) => {
    const theme = createShopTheme(name);
    const { primary, secondary } = theme.palette;
    expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(secondary.contrastText, secondary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(secondary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default theme for unknown names', () => {
    expect(createShopTheme('nope').palette.primary.main).toBe(createShopTheme('colorGreen').palette.primary.main);
  });
});
