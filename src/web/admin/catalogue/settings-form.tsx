import type { FormEvent, ReactNode } from 'react';
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
import { ownText, Problems, withDeEn, type Localized } from './common';
import { restartKeyNames } from './common';
import type { Json } from './template-doc';
import { BrandFields } from './brand-fields';
import { brandFromForm, type BrandStyling } from './brand-doc';

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
    parking?: Json;
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
            websiteName: withDeEn(doc.styling.websiteName, s('websiteName'), s('websiteNameEn')),
            landing: {
              ...doc.styling.landing,
              header: withDeEn(doc.styling.landing.header, s('header'), s('headerEn')),
            },
            footerContent: withDeEn(doc.styling.footerContent, s('footer'), s('footerEn')),
          },
        }),
      onSaved,
    );
  };
  const pair = (
    name: string,
    de: string,
    en: string,
    value: Localized | undefined,
    multiline = false,
  ): ReactNode => (
    <>
      <TextField
        name={name}
        label={t(`admin.catalogue.settings.${de}`)}
        defaultValue={ownText(value, 'de')}
        multiline={multiline}
      />
      <TextField
        name={`${name}En`}
        label={t(`admin.catalogue.settings.${en}`)}
        defaultValue={ownText(value, 'en')}
        multiline={multiline}
      />
    </>
  );
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
              <Box />
              {pair('websiteName', 'websiteName', 'websiteNameEn', doc.styling.websiteName)}
              {pair('header', 'header', 'headerEn', doc.styling.landing.header, true)}
              {pair('footer', 'footer', 'footerEn', doc.styling.footerContent, true)}
            </Box>
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
              {doc.parking && (
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
