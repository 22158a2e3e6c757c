import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import { ApiError } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { CatalogueResponse } from './api';

export type Localized = string | Partial<Record<string, string>>;

/** A LocalizedText in one language (the shop's texts are a string or one per language). */
export function textOf(t: Localized | undefined, lang: string): string {
  if (t === undefined) return '';
  if (typeof t === 'string') return t;
  return t[lang] ?? t.de ?? t.en ?? Object.values(t)[0] ?? '';
}

/** A LocalizedText's own German or English field (empty when it has none; a plain string is both). */
export function ownText(x: Localized | undefined, lang: 'de' | 'en'): string {
  return typeof x === 'string' ? x : (x?.[lang] ?? '');
}

/** The German and English fields back into a LocalizedText, keeping the other languages. */
export function withDeEn(orig: Localized | undefined, de: string, en: string): Localized {
  const others = typeof orig === 'object' ? orig : {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...others, de, en })) if (v) out[k] = v;
  if (Object.keys(out).length === 0) return '';
  if (typeof orig !== 'object' && de === en) return de;
  return out;
}

/** The 400's paths and messages (CATALOGUE_INVALID), under the translated error. */
export function Problems({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="admin-catalogue-problems">
      {(error.details as { path: string; message: string }[]).map((d) => (
        <li key={`${d.path}:${d.message}`}>
          <code>{d.path}</code>: {d.message}
        </li>
      ))}
    </Box>
  );
}

/**
 * A catalogue change the operator confirms first (retire a product, delete a page). A refusal
 * (409 conflict, 400) stays in the dialog, the new catalogue goes to `onDone`.
 */
export function ConfirmChange(props: {
  title: string;
  text: string;
  confirm: string;
  testId: string;
  confirmTestId: string;
  run: () => Promise<CatalogueResponse>;
  onDone: (c: CatalogueResponse) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      cancel={t('admin.catalogue.cancel')}
      titleId="catalogue-confirm-title"
      textId="catalogue-confirm-text"
      danger
      stacked
      details={(error) => <Problems error={error} />}
    />
  );
}

/** The restart-only settings (`shop.vatId`, `paymentProvider`) by their names in the operator's language. */
export function restartKeyNames(
  t: (k: string, o?: Record<string, unknown>) => string,
  keys: string[],
): string {
  return keys
    .map((k) => t(`admin.catalogue.restartKeys.${k.replace(/\./g, '_')}`, { defaultValue: k }))
    .join(', ');
}
