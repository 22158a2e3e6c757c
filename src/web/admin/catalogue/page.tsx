import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Tariff } from '../../../shared/domain/price';
import { contactLevels, productTypes } from '../../../shared/schemas/booking';
import type { CatalogueResponse, TariffVersionView } from '../../../shared/schemas/admin-catalogue';
import { visuallyHidden } from '../../components/visually-hidden';
import { ErrorAlert } from '../error-alert';
import { formatInstant, useGridLocale } from '../grid-locale';
import { catalogueApi, catalogueKey, setConflictHandler } from './api';
import './texts';
import { ConfirmChange, ownText, Problems, textOf, withDeEn, type Localized } from './common';
import { PagesSection } from './pages-section';
import {
  centsToEuroText,
  DURATION_UNITS,
  formatEuro,
  parseEuroCents,
  splitSeconds,
  type DurationUnit,
} from './units';

type Json = Record<string, unknown>;
interface TemplateDoc extends Json {
  id: string;
  type: (typeof productTypes)[number];
  name: Localized;
  description?: Localized;
  capacity?: number;
  requiredContactDetails: string;
  requestedIdentifierSources?: string[];
  reservationSlotDetails: Record<SlotField, number>;
  tariff: Tariff;
  cancellation?: { until: number | 'never'; refund: 'full' | 'proRata' | 'none' };
}
const SLOT_FIELDS = ['stepDuration', 'startBefore', 'bookUntil', 'minDuration', 'maxDuration'] as const;
type SlotField = (typeof SLOT_FIELDS)[number];
const WALK_IN = 'walk-in';

function tariffText(tariff: Tariff, lang: string, t: (k: string, o?: Json) => string): string {
  const parts = [t('admin.catalogue.perStep', { price: formatEuro(tariff.pricePerStep, lang) })];
  if (tariff.firstStepPrice !== undefined) {
    parts.push(t('admin.catalogue.tariff.first', { price: formatEuro(tariff.firstStepPrice, lang) }));
  }
  if (tariff.dailyCap !== undefined)
    parts.push(t('admin.catalogue.tariff.cap', { price: formatEuro(tariff.dailyCap, lang) }));
  return parts.join(', ');
}

/**
 * /admin/catalogue (admin only; ADR 025): the products with their current price, the product
 * editor, the tariff versions, the settings and the import/export of the whole document.
 * Every change applies at once on every instance.
 */
export default function CataloguePage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const localeText = useGridLocale();
  const lang = i18n.language === 'ch' ? 'de' : i18n.language;
  const cat = useQuery({ queryKey: catalogueKey, queryFn: catalogueApi.get });
  // On a tablet the actions stay in view: id, type, places and status give way (the editor
  // shows them; a retired row says so in its actions cell).
  const narrow = useMediaQuery('(max-width: 1100px)');
  const [editing, setEditing] = useState<TemplateDoc | 'new' | null>(null);
  const [tariffsOf, setTariffsOf] = useState<{ id: string; name: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [retiring, setRetiring] = useState<{ id: string; name: Localized } | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** The revision the settings form saved (its notice survives the form's re-mount). */
  const [settingsSaved, setSettingsSaved] = useState<number | null>(null);
  useEffect(() => {
    document.title = t('admin.catalogue.headline');
  }, [t]);
  // Someone else changed the catalogue: show the current one (the refused change names it).
  useEffect(
    () => setConflictHandler(() => void client.invalidateQueries({ queryKey: catalogueKey })),
    [client],
  );

  const data = cat.data;
  const applied = (next: CatalogueResponse) => client.setQueryData(catalogueKey, next);
  const templates = ((data?.document.templates ?? []) as TemplateDoc[]).map((x) => ({
    ...x,
    retired: false,
  }));
  const retired = ((data?.retired ?? []) as TemplateDoc[]).map((x) => ({ ...x, retired: true }));
  type Row = TemplateDoc & { retired: boolean };

  const download = () => {
    setError(null);
    catalogueApi.exportDocument().then((doc) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `shop-config-r${data?.revision ?? 0}.json`;
      a.click();
      URL.revokeObjectURL(url);
    }, setError);
  };
  const columns: GridColDef<Row>[] = [
    { field: 'id', headerName: t('admin.catalogue.id'), width: 130 },
    {
      field: 'name',
      headerName: t('admin.catalogue.name'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_v, row) => textOf(row.name, lang),
    },
    {
      field: 'type',
      headerName: t('admin.catalogue.type'),
      width: 120,
      valueGetter: (_v, row) => t(`admin.catalogue.types.${row.type}`),
    },
    {
      field: 'price',
      headerName: t('admin.catalogue.price'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => tariffText(row.tariff, lang, t),
    },
    { field: 'capacity', headerName: t('admin.catalogue.capacity'), width: 80 },
    {
      field: 'status',
      headerName: t('admin.catalogue.status'),
      width: 100,
      valueGetter: (_v, row) => (row.retired ? t('admin.catalogue.retired') : t('admin.catalogue.active')),
    },
    {
      field: 'actions',
      headerName: t('admin.catalogue.actions'),
      width: 265,
      sortable: false,
      renderCell: ({ row }) =>
        row.retired ? (
          t('admin.catalogue.retired')
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setEditing(row)}
              data-testid={`admin-template-edit-${row.id}`}
            >
              {t('admin.catalogue.edit')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setTariffsOf({ id: row.id, name: textOf(row.name, lang) })}
              data-testid={`admin-template-tariffs-${row.id}`}
            >
              {t('admin.catalogue.tariffs')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setRetiring(row)}
              data-testid={`admin-template-retire-${row.id}`}
            >
              {t('admin.catalogue.retire')}
            </Button>
          </Box>
        ),
    },
  ];

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('admin.catalogue.headline')}
        </Typography>
        {data && (
          <Typography color="text.secondary" data-testid="admin-catalogue-revision">
            {t('admin.catalogue.revision', { revision: data.revision })}
          </Typography>
        )}
      </Box>
      <ErrorAlert error={error ?? cat.error} />
      <Problems error={error} />
      {data && data.pendingRestart.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('admin.catalogue.settings.pendingRestart', { keys: data.pendingRestart.join(', ') })}
        </Alert>
      )}
      <Box component="section" aria-labelledby="catalogue-templates" sx={{ mb: 4 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="h2" id="catalogue-templates" sx={{ flexGrow: 1, fontSize: '1.4rem' }}>
            {t('admin.catalogue.templates')}
          </Typography>
          <Button
            variant="contained"
            onClick={() => setEditing('new')}
            disabled={!data}
            data-testid="admin-template-create"
          >
            {t('admin.catalogue.create')}
          </Button>
          <Button variant="outlined" onClick={download} disabled={!data} data-testid="admin-catalogue-export">
            {t('admin.catalogue.export')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => setImporting(true)}
            disabled={!data}
            data-testid="admin-catalogue-import"
          >
            {t('admin.catalogue.import')}
          </Button>
        </Box>
        <Box sx={{ bgcolor: 'background.paper' }}>
          <DataGrid
            aria-label={t('admin.catalogue.templates')}
            rows={[...templates, ...retired]}
            columns={columns}
            columnVisibilityModel={narrow ? { id: false, type: false, capacity: false, status: false } : {}}
            loading={cat.isFetching}
            disableRowSelectionOnClick
            disableColumnFilter
            hideFooter
            localeText={localeText}
            autoHeight
            rowHeight={56}
            data-testid="admin-template-grid"
          />
        </Box>
      </Box>
      {data && (
        <SettingsForm
          key={data.revision}
          data={data}
          saved={settingsSaved === data.revision}
          onSaved={(next) => {
            applied(next);
            setSettingsSaved(next.revision);
          }}
          onWalkIn={() => setTariffsOf({ id: WALK_IN, name: t('admin.catalogue.settings.walkIn') })}
        />
      )}
      {data && <PagesSection data={data} onSaved={applied} />}
      {editing && data && (
        <TemplateDialog
          revision={data.revision}
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            applied(next);
            setEditing(null);
          }}
        />
      )}
      {retiring && data && (
        <ConfirmChange
          title={t('admin.catalogue.retireTitle')}
          text={t('admin.catalogue.retireConfirm', { name: textOf(retiring.name, lang) })}
          confirm={t('admin.catalogue.retire')}
          testId="admin-template-retire-dialog"
          confirmTestId="admin-template-retire-confirm"
          run={() => catalogueApi.retireTemplate(data.revision, retiring.id)}
          onDone={applied}
          onClose={() => setRetiring(null)}
        />
      )}
      {tariffsOf && data && (
        <TariffDialog
          data={data}
          templateId={tariffsOf.id}
          name={tariffsOf.name}
          onSaved={applied}
          onClose={() => setTariffsOf(null)}
        />
      )}
      {importing && data && (
        <ImportDialog
          revision={data.revision}
          onClose={() => setImporting(false)}
          onDone={(next) => {
            applied(next);
            setImporting(false);
          }}
        />
      )}
    </>
  );
}

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

/** Euro inputs of a tariff, parsed to cents on submit ("2,50" and "2.50" alike). */
function TariffFields({ initial }: { initial?: Tariff }) {
  const { t, i18n } = useTranslation();
  const euro = (name: string, label: string, cents?: number, required = false) => (
    <TextField
      name={name}
      label={t(`admin.catalogue.tariff.${label}`)}
      defaultValue={centsToEuroText(cents, i18n.language)}
      required={required}
      helperText={t('admin.catalogue.tariff.euroHelp')}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
      {euro('pricePerStep', 'pricePerStep', initial?.pricePerStep, true)}
      {euro('firstStepPrice', 'firstStepPrice', initial?.firstStepPrice)}
      {euro('dailyCap', 'dailyCap', initial?.dailyCap)}
    </Box>
  );
}

/** The tariff of a form's TariffFields, or a message naming the bad field. */
function readTariff(data: FormData): Tariff | string {
  const read = (k: string) => parseEuroCents(String(data.get(k) ?? ''));
  const pricePerStep = read('pricePerStep');
  const firstStepPrice = read('firstStepPrice');
  const dailyCap = read('dailyCap');
  if (pricePerStep === undefined || [pricePerStep, firstStepPrice, dailyCap].some((v) => Number.isNaN(v))) {
    return 'invalidEuro';
  }
  return {
    pricePerStep,
    ...(firstStepPrice !== undefined ? { firstStepPrice } : {}),
    ...(dailyCap !== undefined ? { dailyCap } : {}),
  };
}

function TemplateDialog({
  revision,
  template,
  onClose,
  onSaved,
}: {
  revision: number;
  template?: TemplateDoc;
  onClose: () => void;
  onSaved: (c: CatalogueResponse) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [local, setLocal] = useState('');
  const [busy, setBusy] = useState(false);
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
      reservationSlotDetails: Object.fromEntries(
        SLOT_FIELDS.map((k) => [k, Math.round(Number(slots[k].value) * DURATION_UNITS[slots[k].unit])]),
      ),
      capacity: capacity === '' ? undefined : Number(capacity),
      cancellation: cancellable
        ? { until: until === '' ? 0 : Math.round(Number(until) * 3600), refund: s('refund') }
        : undefined,
    };
    setLocal('');
    setError(null);
    let call: Promise<CatalogueResponse>;
    if (template) {
      const { id: _id, tariff: _tariff, ...rest } = body;
      call = catalogueApi.updateTemplate(revision, template.id, rest);
    } else {
      const tariff = readTariff(f);
      if (typeof tariff === 'string') return setLocal(t(`admin.catalogue.tariff.${tariff}`));
      call = catalogueApi.createTemplate(revision, { ...body, id: s('id'), tariff });
    }
    setBusy(true);
    call.then(onSaved, setError).finally(() => setBusy(false));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="template-title" fullWidth maxWidth="md">
      <form onSubmit={submit} data-testid="admin-template-form" noValidate={false}>
        <DialogTitle id="template-title">
          {template ? t('admin.catalogue.form.editTitle') : t('admin.catalogue.form.createTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
              <TariffFields />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.catalogue.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="admin-template-save">
            {t('admin.catalogue.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function TariffDialog({
  data,
  templateId,
  name,
  onSaved,
  onClose,
}: {
  data: CatalogueResponse;
  templateId: string;
  name: string;
  onSaved: (c: CatalogueResponse) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [local, setLocal] = useState('');
  const [busy, setBusy] = useState(false);
  const versions = data.tariffs.filter((v) => v.templateId === templateId);
  const current = versions.find((v) => v.state === 'current');
  const run = (p: Promise<CatalogueResponse>, after?: () => void) => {
    setError(null);
    setBusy(true);
    p.then((next) => {
      onSaved(next);
      after?.();
    }, setError).finally(() => setBusy(false));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const tariff = readTariff(f);
    setLocal('');
    if (typeof tariff === 'string') return setLocal(t(`admin.catalogue.tariff.${tariff}`));
    const from = String(f.get('validFrom') ?? '');
    // datetime-local is the operator's local time; the server gets the instant.
    run(
      catalogueApi.scheduleTariff(
        data.revision,
        templateId,
        tariff,
        from ? new Date(from).toISOString() : undefined,
      ),
      () => {
        form.reset();
        // The save button was disabled while saving and lost the focus: back to the first
        // field, so the keyboard (Esc, Tab) stays in the dialog.
        (form.elements.namedItem('validFrom') as HTMLInputElement | null)?.focus();
      },
    );
  };
  const stateText = (v: TariffVersionView) => t(`admin.catalogue.tariff.${v.state}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby="tariff-title" fullWidth maxWidth="md">
      <DialogTitle id="tariff-title">{t('admin.catalogue.tariff.title', { name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <ErrorAlert error={error} />
        <Problems error={error} />
        {local && <Alert severity="error">{local}</Alert>}
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('admin.catalogue.tariffs')} data-testid="admin-tariff-versions">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.catalogue.tariff.version')}</TableCell>
                <TableCell>{t('admin.catalogue.tariff.validFrom')}</TableCell>
                <TableCell>{t('admin.catalogue.tariff.tariffText')}</TableCell>
                <TableCell>{t('admin.catalogue.status')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('admin.catalogue.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions
                .slice()
                .reverse()
                .map((v) => (
                  <TableRow
                    key={v.version}
                    selected={v.state === 'current'}
                    data-testid={`admin-tariff-version-${v.version}`}
                  >
                    <TableCell>{v.version}</TableCell>
                    <TableCell>{formatInstant(v.validFrom, i18n.language)}</TableCell>
                    <TableCell>{tariffText(v.tariff, i18n.language, t)}</TableCell>
                    <TableCell>{stateText(v)}</TableCell>
                    <TableCell>
                      {v.state === 'scheduled' && (
                        <Button
                          size="small"
                          color="error"
                          disabled={busy}
                          aria-label={t('admin.catalogue.tariff.deleteLabel', { version: v.version })}
                          onClick={() => run(catalogueApi.deleteTariff(data.revision, templateId, v.version))}
                          data-testid={`admin-tariff-delete-${v.version}`}
                        >
                          {t('admin.catalogue.tariff.delete')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Paper>
        <form onSubmit={submit} data-testid="admin-tariff-form">
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {t('admin.catalogue.tariff.newTitle')}
            </Typography>
            <TextField
              name="validFrom"
              type="datetime-local"
              label={t('admin.catalogue.tariff.validFrom')}
              helperText={t('admin.catalogue.tariff.validFromHelp')}
              autoFocus
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 320 }}
            />
            <TariffFields key={current?.version} initial={current?.tariff} />
            <Box>
              <Button type="submit" variant="contained" disabled={busy} data-testid="admin-tariff-save">
                {t('admin.catalogue.tariff.save')}
              </Button>
            </Box>
          </Box>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.catalogue.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function SettingsForm({
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
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const doc = data.document as {
    shop: { name: string; holdMinutes: number };
    options: { enableCustomerShop: boolean };
    acceptGuestRenewal: boolean;
    maxBookingCount: number | null;
    parking?: Json;
    styling: { websiteName: Localized; landing: { header: Localized }; footerContent: Localized } & Json;
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? '').trim();
    const max = s('maxBookingCount');
    setError(null);
    setBusy(true);
    catalogueApi
      .settings({
        baseRevision: data.revision,
        shopName: s('shopName'),
        holdMinutes: Number(s('holdMinutes')),
        enableCustomerShop: f.get('enableCustomerShop') === 'on',
        acceptGuestRenewal: f.get('acceptGuestRenewal') === 'on',
        maxBookingCount: max === '' ? null : Number(max),
        styling: {
          ...doc.styling,
          websiteName: withDeEn(doc.styling.websiteName, s('websiteName'), s('websiteNameEn')),
          landing: {
            ...doc.styling.landing,
            header: withDeEn(doc.styling.landing.header, s('header'), s('headerEn')),
          },
          footerContent: withDeEn(doc.styling.footerContent, s('footer'), s('footerEn')),
        },
      })
      .then(onSaved, setError)
      .finally(() => setBusy(false));
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
              {t('admin.catalogue.settings.restartOnly', { keys: data.restartOnly.join(', ') })}
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

function ImportDialog({
  revision,
  onClose,
  onDone,
}: {
  revision: number;
  onClose: () => void;
  onDone: (c: CatalogueResponse) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [local, setLocal] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get('file');
    if (!(file instanceof File)) return;
    setError(null);
    setLocal('');
    let doc: unknown;
    try {
      doc = JSON.parse(await file.text());
    } catch {
      return setLocal(t('admin.catalogue.importDialog.notJson'));
    }
    if (!doc || typeof doc !== 'object' || Array.isArray(doc))
      return setLocal(t('admin.catalogue.importDialog.notJson'));
    setBusy(true);
    catalogueApi
      .importDocument(revision, doc as Json)
      .then(onDone, setError)
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="import-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} data-testid="admin-import-form">
        <DialogTitle id="import-title">{t('admin.catalogue.importDialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography>{t('admin.catalogue.importDialog.hint')}</Typography>
          <ErrorAlert error={error} />
          <Problems error={error} />
          {local && <Alert severity="error">{local}</Alert>}
          <TextField
            name="file"
            type="file"
            required
            autoFocus
            label={t('admin.catalogue.importDialog.file')}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { accept: 'application/json,.json', 'data-testid': 'admin-import-file' },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.catalogue.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="admin-import-submit">
            {t('admin.catalogue.importDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
