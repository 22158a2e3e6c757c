/**
 * The 15 themes of spec §1. Kept free of zod so the client's first screen can check a
 * `?theme=` value without loading a schema library; `schemas/page.ts` builds its enum from it.
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
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
