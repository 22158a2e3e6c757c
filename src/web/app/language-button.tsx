import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import Box from '@mui/material/Box';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_INFO } from '../../shared/i18n/languages';
import { currentLanguage } from '../lib/i18n';
import { plainButtonSx } from '../components/plain-button';

// The menu (and MUI's popover machinery) loads on first use, not with the first screen.
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/** The language switch of the top bar: a button naming the current language, and its menu. */
export function LanguageButton() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadMenu();

  return (
    <>
      <Box
        component="button"
        type="button"
        ref={anchor}
        id="language-button"
        // The name holds the visible code too (WCAG 2.5.3, label in name).
        aria-label={t('layout.chooseLanguage', {
          language: `${LANGUAGE_INFO[language].nativeName}, ${language.toUpperCase()}`,
        })}
        aria-haspopup="menu"
        aria-controls={open ? 'language-menu' : undefined}
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        data-testid="language-button"
        sx={[plainButtonSx('text'), { flexShrink: 0, gap: 0.5 }]}
      >
        <TranslateIcon aria-hidden />
        <span aria-hidden="true">{language.toUpperCase()}</span>
      </Box>
      {mounted && (
        <Suspense fallback={null}>
          <LanguageMenu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
