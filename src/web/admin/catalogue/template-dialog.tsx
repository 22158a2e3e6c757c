import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contactLevels, productTypes } from '../../../shared/schemas/booking';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { FormDialog } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { catalogueApi } from './api';
import { ownText, Problems, textOf, withDeEn } from './common';
import { readTariff, TariffFields } from './tariff-fields';
import { SLOT_FIELDS, type Json, type SiteDoc, type SlotField, type TemplateDoc } from './template-doc';
import { DURATION_UNITS, splitSeconds, type DurationUnit } from './units';

/** A duration field: a number and its unit (stored as seconds). */
function DurationField({
  field,
  value,
  onChange,
}: {
  field: SlotField;
  value: { value: string; unit: DurationUnit };
  onChange: (v: { value: string; unit: DurationUnit }) => void;
}) {
  const { t } = useTranslation();
  const label = t(`admin.catalogue.form.${field}`);
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <TextField
        label={label}
        name={field}
        type="number"
        required
        value={value.value}
        onChange={(e) => onChange({ ...value, value: e.target.value })}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        // A short visible label; the accessible name says whose unit it is (and contains it).
        label={t('admin.catalogue.form.unitShort')}
        value={value.unit}
        onChange={(e) => onChange({ ...value, unit: e.target.value as DurationUnit })}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'aria-label': t('admin.catalogue.form.unit', { field: label }) },
        }}
        sx={{ width: 130 }}
      >
        {(Object.keys(DURATION_UNITS) as DurationUnit[]).map((u) => (
          <option key={u} value={u}>
            {t(`admin.catalogue.form.units.${u}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}

/** A product's editor; a new product also gets its first tariff. */
export function TemplateDialog({
  revision,
  template,
  sites = [],
  onClose,
  onSaved,
}: {
  revision: number;
  template?: TemplateDoc;
  /** The shop's car parks: with more than one, the product names where it is valid. */
  sites?: SiteDoc[];
  onClose: () => void;
  onSaved: (c: CatalogueResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ch' ? 'de' : i18n.language;
  const [siteIds, setSiteIds] = useState<string[]>(
    () => template?.siteIds ?? (sites.length === 1 ? [sites[0].id] : []),
  );
  const { busy, error, setError, call } = useCall();
  const [local, setLocal] = useState('');
  const slots0 = template?.reservationSlotDetails ?? {
    stepDuration: 3600,
    startBefore: 7 * 86400,
    bookUntil: 8 * 86400,
    minDuration: 3600,
    maxDuration: 12 * 3600,
  };
  const [slots, setSlots] = useState(
    () =>
      Object.fromEntries(
        SLOT_FIELDS.map((f) => {
          const s = splitSeconds(slots0[f]);
          return [f, { value: String(s.value), unit: s.unit }];
        }),
      ) as Record<SlotField, { value: string; unit: DurationUnit }>,
  );
  const [cancellable, setCancellable] = useState(template?.cancellation !== undefined);
  // Starts on any day (ADR 048): only a step of a day or longer has days to start on.
  const [anyDay, setAnyDay] = useState(slots0.startGrid === 'day');
  const stepSeconds = Number(slots.stepDuration.value) * DURATION_UNITS[slots.stepDuration.unit];
  const dayOrLonger = stepSeconds >= 86_400;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? '').trim();
    const lp = f.get('plate') === 'on';
    const otherSources = (template?.requestedIdentifierSources ?? []).filter((x) => x !== 'lp');
    const capacity = s('capacity');
    const until = s('cancellationUntil');
    const body: Json = {
      ...(template ?? {}),
      type: s('type'),
      name: withDeEn(template?.name, s('nameDe'), s('nameEn')),
      description: withDeEn(template?.description, s('descriptionDe'), s('descriptionEn')),
      requiredContactDetails: s('requiredContactDetails'),
      requestedIdentifierSources: lp ? ['lp', ...otherSources] : otherSources,
      reservationSlotDetails: {
        ...Object.fromEntries(
          SLOT_FIELDS.map((k) => [k, Math.round(Number(slots[k].value) * DURATION_UNITS[slots[k].unit])]),
        ),
        ...(anyDay && dayOrLonger ? { startGrid: 'day' } : {}),
      },
      capacity: capacity === '' ? undefined : Number(capacity),
      cancellation: cancellable
        ? { until: until === '' ? 0 : Math.round(Number(until) * 3600), refund: s('refund') }
        : undefined,
    };
    setLocal('');
    setError(null);
    // A product valid nowhere could be sold but never used: the shop's rules need one site.
    if (sites.length > 1 && siteIds.length === 0) return setLocal(t('admin.catalogue.sites.noneChosen'));
    if (sites.length > 1) body.siteIds = sites.map((x) => x.id).filter((x) => siteIds.includes(x));
    let save: () => Promise<CatalogueResponse>;
    if (template) {
      const { id: _id, tariff: _tariff, ...rest } = body;
      save = () => catalogueApi.updateTemplate(revision, template.id, rest);
    } else {
      const tariff = readTariff(f);
      if (typeof tariff === 'string') return setLocal(t(`admin.catalogue.tariff.${tariff}`));
      save = () => catalogueApi.createTemplate(revision, { ...body, id: s('id'), tariff });
    }
    call(save, onSaved);
  };

  return (
    <FormDialog
      titleId="template-title"
      title={template ? t('admin.catalogue.form.editTitle') : t('admin.catalogue.form.createTitle')}
      testId="admin-template-form"
      onClose={onClose}
      onSubmit={submit}
      cancel={t('admin.catalogue.cancel')}
      submit={t('admin.catalogue.save')}
      submitTestId="admin-template-save"
      busy={busy}
      maxWidth="md"
      stacked
    >
      <ErrorAlert error={error} />
      <Problems error={error} />
      {local && <Alert severity="error">{local}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          name="id"
          label={t('admin.catalogue.id')}
          defaultValue={template?.id ?? ''}
          required
          autoFocus={!template}

          // The id keys the bookings: shown, never changed.
          helperText={template ? undefined : t('admin.catalogue.form.idHelp')}
          slotProps={{
            htmlInput: { pattern: '[a-z0-9][a-z0-9\\-]{0,99}', readOnly: template !== undefined },
          }}
        />
        <TextField
          name="type"
          select
          label={t('admin.catalogue.type')}
          defaultValue={template?.type ?? 'oneTime'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {productTypes.map((p) => (
            <option key={p} value={p}>
              {t(`admin.catalogue.types.${p}`)}
            </option>
          ))}
        </TextField>
        <TextField
          name="nameDe"
          label={t('admin.catalogue.form.nameDe')}
          defaultValue={ownText(template?.name, 'de')}
          required
          autoFocus={template !== undefined}
        />
        <TextField
          name="nameEn"
          label={t('admin.catalogue.form.nameEn')}
          defaultValue={ownText(template?.name, 'en')}
        />
        <TextField
          name="descriptionDe"
          label={t('admin.catalogue.form.descriptionDe')}
          defaultValue={ownText(template?.description, 'de')}
          multiline
          minRows={2}
        />
        <TextField
          name="descriptionEn"
          label={t('admin.catalogue.form.descriptionEn')}
          defaultValue={ownText(template?.description, 'en')}
          multiline
          minRows={2}
        />
        <TextField
          name="capacity"
          type="number"
          label={t('admin.catalogue.capacity')}
          defaultValue={template?.capacity ?? ''}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        <TextField
          name="requiredContactDetails"
          select
          label={t('admin.catalogue.form.contact')}
          defaultValue={template?.requiredContactDetails ?? 'MailOnly'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {contactLevels.map((c) => (
            <option key={c} value={c}>
              {t(`admin.catalogue.form.contacts.${c}`)}
            </option>
          ))}
        </TextField>
      </Box>
      {sites.length > 1 && (
        <Box
          component="fieldset"
          sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
          data-testid="admin-template-sites"
        >
          <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', p: 0 }}>
            {t('admin.catalogue.sites.validAt')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {sites.map((x) => (
              <FormControlLabel
                key={x.id}
                control={
                  <Checkbox
                    checked={siteIds.includes(x.id)}
                    onChange={(ev) =>
                      setSiteIds((ids) =>
                        ev.target.checked ? [...ids, x.id] : ids.filter((id) => id !== x.id),
                      )
                    }
                    slotProps={{ input: { 'data-testid': `admin-template-site-${x.id}` } as object }}
                  />
                }
                label={textOf(x.name, lang)}
              />
            ))}
          </Box>
        </Box>
      )}
      <FormControlLabel
        control={
          <Checkbox
            name="plate"
            defaultChecked={template ? (template.requestedIdentifierSources ?? []).includes('lp') : true}
          />
        }
        label={t('admin.catalogue.form.plate')}
      />
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('admin.catalogue.form.slots')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {SLOT_FIELDS.map((k) => (
          <DurationField
            key={k}
            field={k}
            value={slots[k]}
            onChange={(v) => setSlots((p) => ({ ...p, [k]: v }))}
          />
        ))}
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              name="anyDayStart"
              checked={anyDay && dayOrLonger}
              disabled={!dayOrLonger}
              onChange={(e) => setAnyDay(e.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'any-day-start-help' } }}
            />
          }
          label={t('admin.catalogue.form.anyDayStart')}
        />
        <Typography id="any-day-start-help" variant="body2" color="text.secondary">
          {t('admin.catalogue.form.anyDayStartHelp')}
        </Typography>
      </Box>
      <FormControlLabel
        control={<Switch checked={cancellable} onChange={(e) => setCancellable(e.target.checked)} />}
        label={t('admin.catalogue.form.cancellation')}
      />
      {cancellable && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            name="cancellationUntil"
            type="number"
            label={t('admin.catalogue.form.cancellationUntil')}
            defaultValue={
              typeof template?.cancellation?.until === 'number' ? template.cancellation.until / 3600 : 0
            }
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          />
          <TextField
            name="refund"
            select
            label={t('admin.catalogue.form.refund')}
            defaultValue={template?.cancellation?.refund ?? 'full'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {(['full', 'proRata', 'none'] as const).map((r) => (
              <option key={r} value={r}>
                {t(`admin.catalogue.form.refunds.${r}`)}
              </option>
            ))}
          </TextField>
        </Box>
      )}
      {!template && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
            {t('admin.catalogue.form.firstTariff')}
          </Typography>
          <TariffFields stepSeconds={stepSeconds > 0 ? stepSeconds : undefined} />
        </>
      )}
    </FormDialog>
  );
}
