import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { catalogueApi } from './api';
import { Problems, type Localized } from './common';
import { restartKeyNames } from './common';
import type { Json } from './template-doc';
import { BrandFields, LanguagePanels, type TextLanguage } from './brand-fields';
import { brandFromForm, localizedFromForm, textIn, type BrandStyling } from './brand-doc';

/** The shop's settings that apply at once (the others need a restart: listed, not editable). */
export function SettingsForm({
  data,
  saved,
  onSaved,
  onWalkIn,
}: {
  data: CatalogueResponse;
  saved: boolean;
  onSaved: (c: CatalogueResponse) => void;
  onWalkIn: () => void;
}) {
  const { t } = useTranslation();
  const { busy, error, call } = useCall();
  const doc = data.document as {
    shop: { name: string; holdMinutes: number };
    options: { enableCustomerShop: boolean };
    acceptGuestRenewal: boolean;
    maxBookingCount: number | null;
    /** The car parks; the walk-in button here is a one-site shop's (each site's is in its row). */
    sites?: { parking?: Json }[];
    styling: {
      websiteName: Localized;
      landing: { header: Localized };
      footerContent: Localized;
    } & BrandStyling &
      Json;
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? '').trim();
    const max = s('maxBookingCount');
    // The logo and the ticket texts replace the stored ones whole (an emptied field removes them).
    const { logoUrl: _logo, ticket: _ticket, ...styling } = doc.styling;
    call(
      () =>
        catalogueApi.settings({
          baseRevision: data.revision,
          shopName: s('shopName'),
          holdMinutes: Number(s('holdMinutes')),
          enableCustomerShop: f.get('enableCustomerShop') === 'on',
          acceptGuestRenewal: f.get('acceptGuestRenewal') === 'on',
          maxBookingCount: max === '' ? null : Number(max),
          styling: {
            ...styling,
            ...brandFromForm(f, doc.styling),
            // Each in all five languages; one left empty everywhere is '' (the server names a
            // missing website name).
            websiteName: localizedFromForm(f, 'websiteName', doc.styling.websiteName) ?? '',
            landing: {
              ...doc.styling.landing,
              header: localizedFromForm(f, 'header', doc.styling.landing.header) ?? '',
            },
            footerContent: localizedFromForm(f, 'footer', doc.styling.footerContent) ?? '',
          },
        }),
      onSaved,
    );
  };
  return (
    <Box component="section" aria-labelledby="catalogue-settings">
      <Typography variant="h2" id="catalogue-settings" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('admin.catalogue.settings.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <form onSubmit={submit} data-testid="admin-settings-form">
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ErrorAlert error={error} />
            <Problems error={error} />
            {saved && (
              <Alert severity="success" data-testid="admin-settings-saved">
                {t('admin.catalogue.settings.saved')}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                name="shopName"
                label={t('admin.catalogue.settings.shopName')}
                defaultValue={doc.shop.name}
                required
              />
              <TextField
                name="holdMinutes"
                type="number"
                label={t('admin.catalogue.settings.holdMinutes')}
                defaultValue={doc.shop.holdMinutes}
                required
                slotProps={{ htmlInput: { min: 1, max: 1440, step: 1 } }}
              />
              <TextField
                name="maxBookingCount"
                type="number"
                label={t('admin.catalogue.settings.maxBookingCount')}
                helperText={t('admin.catalogue.settings.unlimited')}
                defaultValue={doc.maxBookingCount ?? ''}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
              />
            </Box>
            <SiteTexts styling={doc.styling} />
            <BrandFields styling={doc.styling} error={error} />
            <FormControlLabel
              control={<Switch name="enableCustomerShop" defaultChecked={doc.options.enableCustomerShop} />}
              label={t('admin.catalogue.settings.enableCustomerShop')}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <FormControlLabel
                control={<Switch name="acceptGuestRenewal" defaultChecked={doc.acceptGuestRenewal} />}
                label={t('admin.catalogue.settings.acceptGuestRenewal')}
              />
              {/* With several car parks each site's walk-in tariff is opened from its row. */}
              {doc.sites?.length === 1 && doc.sites[0].parking && (
                <Button variant="outlined" onClick={onWalkIn} data-testid="admin-walkin-tariffs">
                  {t('admin.catalogue.settings.walkInEdit')}
                </Button>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('admin.catalogue.settings.restartOnly', { keys: restartKeyNames(t, data.restartOnly) })}
            </Typography>
            <Box>
              <Button type="submit" variant="contained" disabled={busy} data-testid="admin-settings-save">
                {t('admin.catalogue.settings.save')}
              </Button>
            </Box>
          </Box>
        </form>
      </Paper>
    </Box>
  );
}

/**
 * The website's name, the home page's header and the footer, each in the five languages the shop
 * speaks (a tab per language, like the ticket texts of ADR 046).
 */
function SiteTexts({
  styling,
}: {
  styling: { websiteName: Localized; landing: { header: Localized }; footerContent: Localized };
}) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<TextLanguage>('de');
  const k = (key: string) => t(`admin.catalogue.settings.${key}`);
  const fields = [
    ['websiteName', styling.websiteName, false],
    ['header', styling.landing.header, true],
    ['footer', styling.footerContent, true],
  ] as const;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography
        component="legend"
        variant="h3"
        id="site-texts-title"
        sx={{ fontSize: '1.1rem', mb: 1, p: 0 }}
      >
        {k('siteTexts')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {k('siteHelp')}
      </Typography>
      <LanguagePanels id="site" labelledBy="site-texts-title" lang={lang} onLang={setLang}>
        {(l) =>
          fields.map(([name, value, multiline]) => (
            <TextField
              key={name}
              name={`${name}-${l}`}
              label={`${k(name)} (${k(`brand.languages.${l}`)})`}
              defaultValue={textIn(value, l)}
              multiline={multiline}
              slotProps={{ htmlInput: { 'data-testid': `admin-site-${name}-${l}` } }}
            />
          ))
        }
      </LanguagePanels>
    </Box>
  );
}
