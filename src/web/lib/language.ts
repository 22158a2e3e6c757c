import { useSyncExternalStore } from 'react';
import { isLanguageCode, type LanguageCode } from '../../shared/i18n/languages';
import { loadLanguage } from './i18n';
import { LANGUAGE_COOKIE } from '../../shared/ssr';

/**
 * Which language the visitor reads. The shop language (styling.shopLanguage) applies unless the
 * visitor chose another one in the language menu or arrived with `?lang=xx` (links in e-mails);
 * that choice is remembered in localStorage. `active` is the language whose texts are loaded and
 * showing; it is null until the first language is in place.
 */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

interface LanguageState {
  choice: LanguageCode | null;
  active: LanguageCode | null;
}

let state: LanguageState = { choice: null, active: null };
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * The choice mirrored into a cookie, so the server renders the first screen in it (ADR 037).
 */
function rememberChoice(language: LanguageCode): void {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function set(next: Partial<LanguageState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** `?lang=xx` of a URL's query, when it names a shop language. */
export function languageFromSearch(search: string): LanguageCode | null {
  const lang = new URLSearchParams(search).get('lang');
  return isLanguageCode(lang) ? lang : null;
}

/**
 * Reads `?lang=` (then removes it from the address, so a later reload keeps a menu choice) or
 * the remembered choice. Called once at start.
 */
export function initLanguageChoice(): LanguageCode | null {
  let choice: LanguageCode | null = null;
  if (typeof window !== 'undefined') {
    const url = new URL(window.location.href);
    choice = languageFromSearch(url.search);
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  }
  if (!choice) {
    const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    choice = isLanguageCode(stored) ? stored : null;
  }
  if (choice) rememberChoice(choice);
  set({ choice });
  return choice;
}

/** The language menu: loads the texts first, so the switch happens in one step. */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  await loadLanguage(language);
  rememberChoice(language);
  set({ choice: language });
}

export function setActiveLanguage(language: LanguageCode): void {
  if (state.active !== language) set({ active: language });
}

export function getLanguageState(): LanguageState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguageState(): LanguageState {
  return useSyncExternalStore(subscribe, getLanguageState, getLanguageState);
}

/**
 * The language of operator texts (styling, pages, templates): the visitor's choice, sent as
 * `?lang=` and keyed into the queries, so a switch refetches. Without a choice it is null: the
 * calls go without `?lang=` and the server answers in its shop language, which is then the
 * language showing; those answers are keyed 'shop' (see `languageKey`). This keeps the first
 * calls of a visit independent of the styling, so index.html can preload them.
 */
export function useQueryLanguage(): LanguageCode | null {
  return useLanguageState().choice;
}

/** The query-key part of an operator-text language. */
export function languageKey(language: LanguageCode | null): string {
  return language ?? 'shop';
}

/** For tests. */
export function resetLanguageState(next: Partial<LanguageState> = { choice: null, active: null }): void {
  set({ choice: null, active: null, ...next });
}
