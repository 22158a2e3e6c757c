import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { FormDialog } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { catalogueApi } from './api';
import { ownText, Problems, withDeEn } from './common';
import { readTariff, TariffFields } from './tariff-fields';
import type { Json, SiteDoc } from './template-doc';

const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
const RANGE = /^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** "07:00-12:00, 13:00-22:00" into its ranges; undefined when one is not a range. */
export function rangesOf(text: string): string[] | undefined {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.every((p) => RANGE.test(p) && p.slice(0, 5) < p.slice(6)) ? parts : undefined;
}

/** A number field's value, or undefined when left empty. */
const numberOr = (v: string): number | undefined => (v === '' ? undefined : Number(v));

/** A section heading inside the dialog. */
function Part({ children }: { children: string }) {
  return (
    <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
      {children}
    </Typography>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * A site's editor (ADR 060): its name, entrance, phone, opening hours, walk-in parking and
 * cost centre. A new walk-in gets its first tariff here; later tariffs are versions.
 */
export function SiteDialog({
  revision,
  site,
  onClose,
  onSaved,
}: {
  revision: number;
  site?: SiteDoc;
  onClose: () => void;
  onSaved: (c: CatalogueResponse) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`admin.catalogue.sites.${key}`, o);
  const { busy, error, setError, call } = useCall();
  const [local, setLocal] = useState('');
  const [always, setAlways] = useState(site ? site.openingHours === undefined : true);
  const [walkIn, setWalkIn] = useState(site ? site.parking !== undefined : true);
  const [stepMinutes, setStepMinutes] = useState(String((site?.parking?.stepDuration ?? 3600) / 60));
  const e = site?.entrance;
  const p = site?.parking;

  const submit = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const s = (key: string) => String(f.get(key) ?? '').trim();
    setLocal('');
    setError(null);
    let openingHours: Json | undefined;
    if (!always) {
      const days: Json = {};
      for (const d of WEEKDAYS) {
        const ranges = rangesOf(s(`hours-${d}`));
        if (!ranges) return setLocal(k('hoursInvalid', { day: k(`days.${d}`) }));
        days[d] = ranges;
      }
      // The holidays stay as the configuration wrote them (this form edits the weekdays).
      const kept = site?.openingHours ?? {};
      openingHours = { ...kept, ...days };
    }
    let parking: Json | undefined;
    if (walkIn) {
      const tariff = p ? p.tariff : readTariff(f);
      if (typeof tariff === 'string') return setLocal(t(`admin.catalogue.tariff.${tariff}`));
      parking = {
        ...(p ?? {}),
        stepDuration: Math.round(Number(stepMinutes) * 60),
        tariff,
        capacity: numberOr(s('capacity')),
        freeMinutes: numberOr(s('freeMinutes')),
        leaveMinutes: numberOr(s('leaveMinutes')),
        payAfterExitHours: numberOr(s('payAfterExitHours')),
      };
    }
    const lat = s('latitude');
    const lon = s('longitude');
    const street = s('street');
    const phone = s('phone');
    const line = withDeEn(site?.contact?.line, s('lineDe'), s('lineEn'));
    const directions = withDeEn(e?.directions, s('directionsDe'), s('directionsEn'));
    const body: Json = {
      ...(site ?? {}),
      id: site?.id ?? s('id'),
      name: withDeEn(site?.name, s('nameDe'), s('nameEn')),
      // No street: no entrance (a site written with the one-line location keeps it).
      entrance: street
        ? {
            street,
            number: s('number'),
            zip: s('zip'),
            city: s('city'),
            country: s('country') || 'DE',
            latitude: numberOr(lat),
            longitude: numberOr(lon),
            ...(directions ? { directions } : {}),
          }
        : undefined,
      contact: phone || line ? { ...(phone ? { phone } : {}), ...(line ? { line } : {}) } : undefined,
      openingHours,
      parking,
      timeZone: s('timeZone') || undefined,
      costCentre: s('costCentre') || undefined,
    };
    call(
      () =>
        site ? catalogueApi.updateSite(revision, site.id, body) : catalogueApi.createSite(revision, body),
      onSaved,
    );
  };

  const text = (name: string, label: string, value: string | number | undefined, more: object = {}) => (
    <TextField name={name} label={label} defaultValue={value ?? ''} {...more} />
  );

  return (
    <FormDialog
      titleId="site-title"
      title={site ? k('editTitle') : k('createTitle')}
      testId="admin-site-form"
      onClose={onClose}
      onSubmit={submit}
      cancel={t('admin.catalogue.cancel')}
      submit={t('admin.catalogue.save')}
      submitTestId="admin-site-save"
      busy={busy}
      maxWidth="md"
      stacked
    >
      <ErrorAlert error={error} />
      <Problems error={error} />
      {local && (
        <Alert severity="error" data-testid="admin-site-local-error">
          {local}
        </Alert>
      )}
      <Box sx={grid}>
        <TextField
          name="id"
          label={t('admin.catalogue.id')}
          defaultValue={site?.id ?? ''}
          required
          autoFocus={!site}
          helperText={site ? undefined : k('idHelp')}
          slotProps={{ htmlInput: { pattern: '[a-z0-9][a-z0-9\\-]{0,59}', readOnly: site !== undefined } }}
        />
        {text('costCentre', k('costCentre'), site?.costCentre, { helperText: k('costCentreHelp') })}
        {text('nameDe', t('admin.catalogue.form.nameDe'), ownText(site?.name, 'de'), {
          required: true,
          autoFocus: site !== undefined,
        })}
        {text('nameEn', t('admin.catalogue.form.nameEn'), ownText(site?.name, 'en'))}
      </Box>
      <Part>{k('entrance')}</Part>
      <Box sx={grid}>
        {text('street', k('street'), e?.street)}
        {text('number', k('number'), e?.number)}
        {text('zip', k('zip'), e?.zip)}
        {text('city', k('city'), e?.city)}
        {text('country', k('country'), e?.country ?? 'DE', {
          slotProps: { htmlInput: { pattern: '[A-Z]{2}', maxLength: 2 } },
        })}
        {text('timeZone', k('timeZone'), site?.timeZone, { helperText: k('timeZoneHelp') })}
        {text('latitude', k('latitude'), e?.latitude, {
          type: 'number',
          slotProps: { htmlInput: { step: 'any', min: -90, max: 90 } },
        })}
        {text('longitude', k('longitude'), e?.longitude, {
          type: 'number',
          slotProps: { htmlInput: { step: 'any', min: -180, max: 180 } },
        })}
        {text('directionsDe', k('directionsDe'), ownText(e?.directions, 'de'), { multiline: true })}
        {text('directionsEn', k('directionsEn'), ownText(e?.directions, 'en'), { multiline: true })}
        {text('phone', k('phone'), site?.contact?.phone, { type: 'tel' })}
        {text('lineDe', k('lineDe'), ownText(site?.contact?.line, 'de'))}
      </Box>
      {/* The English contact line beside the German one would leave a gap: it is its own row. */}
      {text('lineEn', k('lineEn'), ownText(site?.contact?.line, 'en'))}
      <Part>{k('hours')}</Part>
      <FormControlLabel
        control={<Switch checked={always} onChange={(ev) => setAlways(ev.target.checked)} />}
        label={k('always')}
      />
      {!always && (
        <>
          <Typography variant="body2" color="text.secondary" id="site-hours-help">
            {k('hoursHelp')}
          </Typography>
          <Box sx={grid}>
            {WEEKDAYS.map((d) => (
              <TextField
                key={d}
                name={`hours-${d}`}
                label={k(`days.${d}`)}
                defaultValue={(site?.openingHours?.[d] ?? []).join(', ')}
                placeholder="07:00-22:00"
                slotProps={{ htmlInput: { 'aria-describedby': 'site-hours-help' } }}
              />
            ))}
          </Box>
        </>
      )}
      <Part>{k('walkIn')}</Part>
      <FormControlLabel
        control={<Switch checked={walkIn} onChange={(ev) => setWalkIn(ev.target.checked)} />}
        label={k('walkInOn')}
      />
      {walkIn && (
        <>
          <Box sx={grid}>
            <TextField
              name="stepMinutes"
              type="number"
              label={k('stepMinutes')}
              value={stepMinutes}
              onChange={(ev) => setStepMinutes(ev.target.value)}
              required
              slotProps={{ htmlInput: { min: 1, max: 1440, step: 1 } }}
            />
            {text('capacity', k('capacity'), p?.capacity, {
              type: 'number',
              helperText: k('unlimitedHelp'),
              slotProps: { htmlInput: { min: 1, step: 1 } },
            })}
            {text('freeMinutes', k('freeMinutes'), p?.freeMinutes ?? 0, {
              type: 'number',
              slotProps: { htmlInput: { min: 0, max: 1440, step: 1 } },
            })}
            {text('leaveMinutes', k('leaveMinutes'), p?.leaveMinutes ?? 15, {
              type: 'number',
              slotProps: { htmlInput: { min: 1, max: 1440, step: 1 } },
            })}
            {text('payAfterExitHours', k('payAfterExitHours'), p?.payAfterExitHours ?? 0, {
              type: 'number',
              helperText: k('payAfterExitHelp'),
              slotProps: { htmlInput: { min: 0, max: 2160, step: 1 } },
            })}
          </Box>
          {p ? (
            <Typography variant="body2" color="text.secondary">
              {k('tariffVersioned')}
            </Typography>
          ) : (
            <>
              <Part>{t('admin.catalogue.form.firstTariff')}</Part>
              <TariffFields stepSeconds={Number(stepMinutes) > 0 ? Number(stepMinutes) * 60 : undefined} />
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}
