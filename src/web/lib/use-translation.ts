import { useSyncExternalStore } from 'react';
import i18next from './i18n';
import type { TFunction, Translator } from './translator';

const subscribe = (onChange: () => void) => i18next.onLanguageChanged(onChange);
const language = () => i18next.language;

/**
 * The texts for a component, as react-i18next's hook gave them: `t` in the current language and
 * the translator; a switch of language renders every user again (`t` is a new function then).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const lng = useSyncExternalStore(subscribe, language, language);
  return { t: i18next.getFixedT(lng), i18n: i18next };
}
