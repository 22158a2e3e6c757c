import type { ThemeName } from '../../shared/schemas/page';

/**
 * The 15 themes of spec §1, without zod so the first screen can check a `?theme=` value.
 * `theme.test.ts` keeps this list equal to `themes` of the shared schema.
 */
export const THEME_NAMES = [
  'colorGreen',
  'colorOrange',
  'colorGrey',
  'colorLightBlue',
  'colorDarkGreen',
  'colorMagenta',
  'colorTeal',
  'colorPurple',
  'water1',
  'water2',
  'parking1',
  'parking2',
  'golf1',
  'parkingGrey',
  'parkingBlue',
] as const satisfies readonly ThemeName[];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
