import type { ThemeName } from '../../shared/schemas/page';
import { isThemeName } from '../../shared/themes';

/** `?theme=name` previews another theme for the rest of the visit (sessionStorage). */
export const THEME_PREVIEW_KEY = 'parkingShop.themePreview';

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The theme a search string (`?theme=name`) asks for, remembered for the visit; else null. */
function rememberFromSearch(search: string): ThemeName | null {
  const theme = new URLSearchParams(search).get('theme');
  if (!isThemeName(theme)) return null;
  session()?.setItem(THEME_PREVIEW_KEY, theme);
  return theme;
}

/** Reads `?theme=` once at start and remembers it; else the theme previewed earlier in this visit. */
export function initThemePreview(): ThemeName | null {
  if (typeof window === 'undefined') return null;
  const fromUrl = rememberFromSearch(window.location.search);
  if (fromUrl) return fromUrl;
  const stored = session()?.getItem(THEME_PREVIEW_KEY);
  return isThemeName(stored) ? stored : null;
}

const listeners = new Set<(theme: ThemeName) => void>();

/**
 * A `?theme=` reached inside the shop (a link, or the browser's history) previews that theme at
 * once, without a reload: the screen keeps its state (a half-filled form, a booking on its way)
 * and only its colours change. The shop theme listens (providers.tsx).
 */
export function previewThemeFromSearch(search: string): void {
  const theme = rememberFromSearch(search);
  if (theme) for (const listener of listeners) listener(theme);
}

export function onThemePreview(listener: (theme: ThemeName) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
