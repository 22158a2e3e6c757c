import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isLogoUrl, LOGO_URL_MAX, TICKET_TEXT_MAX } from '../../../shared/domain/shop-brand';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { TICKET_FIELDS, TICKET_LANGUAGES, textIn, type BrandStyling } from './brand-doc';

/** The field a refused save names (400 LOGO_URL_INVALID, TICKET_TEXT_TOO_LONG with its details). */
function refusedField(error: unknown): { logo: boolean; field?: string; language?: string } {
  if (!(error instanceof ApiError)) return { logo: false };
  if (error.code === 'LOGO_URL_INVALID') return { logo: true };
  if (error.code !== 'TICKET_TEXT_TOO_LONG') return { logo: false };
  const d = (error.details ?? {}) as { field?: unknown; language?: unknown };
  return {
    logo: false,
    field: typeof d.field === 'string' ? d.field : undefined,
    language: typeof d.language === 'string' ? d.language : undefined,
  };
}

/**
 * The logo of the mails and the texts of the ticket PDF, in the settings form (uncontrolled).
 * A refusal marks its field beside the message at the top of the form, which a long form may
 * have scrolled away, and opens the language of a too-long text.
 */
export function BrandFields({ styling, error }: { styling: BrandStyling; error: unknown }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<(typeof TICKET_LANGUAGES)[number]>('de');
  // The preview follows the field when it is left, not every keystroke.
  const [logo, setLogo] = useState(styling.logoUrl ?? '');
  const k = (key: string) => t(`admin.catalogue.settings.brand.${key}`);
  const refused = refusedField(error);
  const refusedLanguage = (TICKET_LANGUAGES as readonly string[]).includes(refused.language ?? '')
    ? (refused.language as (typeof TICKET_LANGUAGES)[number])
    : undefined;
  useEffect(() => {
    if (refusedLanguage) setLang(refusedLanguage);
  }, [refusedLanguage, error]);
  const tooLong = (field: string, l: string) =>
    refused.field === field && (refused.language === l || refused.language === 'all');
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 1, p: 0 }}>
        {k('title')}
      </Typography>
      <TextField
        name="logoUrl"
        label={k('logoUrl')}
        helperText={refused.logo ? t('apiError.LOGO_URL_INVALID') : k('logoHelp')}
        error={refused.logo}
        defaultValue={styling.logoUrl ?? ''}
        placeholder="https://www.example.de/logo.png"
        onBlur={(e) => setLogo(e.target.value.trim())}
        slotProps={{ htmlInput: { maxLength: LOGO_URL_MAX, 'data-testid': 'admin-settings-logo' } }}
      />
      {/* The preview's room is kept whether it shows or not: nothing below moves when the field
          is left, so a click on "Speichern" that left it lands where it was aimed. */}
      <Box sx={{ minHeight: 88 }}>{logo && <LogoPreview key={logo} url={logo} />}</Box>
      <Box>
        <Typography variant="subtitle1" component="h3" id="ticket-texts-title" sx={{ fontWeight: 600 }}>
          {k('ticketTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {k('ticketHelp')}
        </Typography>
      </Box>
      <LanguagePanels id="ticket" labelledBy="ticket-texts-title" lang={lang} onLang={setLang}>
        {(l) =>
          TICKET_FIELDS.map((field) => (
            <TextField
              key={field}
              name={`${field}-${l}`}
              label={`${k(field)} (${k(`languages.${l}`)})`}
              helperText={
                tooLong(field, l)
                  ? t('apiError.TICKET_TEXT_TOO_LONG')
                  : k(l === 'ch' ? 'emptySwiss' : 'empty')
              }
              error={tooLong(field, l)}
              defaultValue={textIn(styling.ticket?.[field], l)}
              multiline
              minRows={3}
              slotProps={{
                htmlInput: { maxLength: TICKET_TEXT_MAX, 'data-testid': `admin-ticket-${field}-${l}` },
              }}
            />
          ))
        }
      </LanguagePanels>
    </Box>
  );
}

export type TextLanguage = (typeof TICKET_LANGUAGES)[number];

/**
 * A tab per language (de, en, nl, ro, ch) over that language's fields. Every language's fields
 * stay in the form (hidden ones too), so one save sends them all.
 */
export function LanguagePanels({
  id,
  labelledBy,
  lang,
  onLang,
  children,
}: {
  id: string;
  labelledBy: string;
  lang: TextLanguage;
  onLang: (l: TextLanguage) => void;
  children: (l: TextLanguage) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs
        value={lang}
        onChange={(_e, v: TextLanguage) => onLang(v)}
        aria-labelledby={labelledBy}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TICKET_LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={t(`admin.catalogue.settings.brand.languages.${l}`)}
            id={`${id}-tab-${l}`}
            aria-controls={`${id}-panel-${l}`}
            data-testid={`admin-${id}-tab-${l}`}
          />
        ))}
      </Tabs>
      {TICKET_LANGUAGES.map((l) => (
        <Box
          key={l}
          role="tabpanel"
          id={`${id}-panel-${l}`}
          aria-labelledby={`${id}-tab-${l}`}
          hidden={l !== lang}
          sx={{
            display: l === lang ? 'grid' : 'none',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {children(l)}
        </Box>
      ))}
    </>
  );
}

/**
 * The logo as the mails will show it. The back office's CSP admits the shop's own
 * origin and the stored logo's (plugins.ts `backOfficeCsp`), so a new logo on another server
 * shows after its save and a reload; a broken address gets a plain message.
 */
function LogoPreview({ url }: { url: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const k = (key: string) => t(`admin.catalogue.settings.brand.${key}`);
  if (!isLogoUrl(url) || failed) {
    return (
      <Typography variant="body2" role="status" data-testid="admin-logo-broken">
        {k(isLogoUrl(url) ? 'logoBroken' : 'logoInvalid')}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {k('logoPreview')}
      </Typography>
      <Box
        component="img"
        src={url}
        alt={k('logoPreview')}
        onError={() => setFailed(true)}
        data-testid="admin-logo-preview"
        sx={{
          display: 'block',
          maxHeight: 40,
          maxWidth: 240,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}
