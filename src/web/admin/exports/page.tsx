import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../error-alert';
import { downloadExport, exportPaths, type CsvKind } from './api';
import './texts';
import { PageScaffold } from '../components/page-scaffold';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last full month: what the accountant usually asks for. */
function lastMonth(today = new Date()) {
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const last = new Date(today.getFullYear(), today.getMonth(), 0);
  return { from: isoDate(first), to: isoDate(last), month: isoDate(first).slice(0, 7) };
}

const CSV_KINDS: CsvKind[] = ['bookings', 'payments', 'bills'];

/** /admin/exports (any role): the accountant's CSV files and the month's DATEV Buchungsstapel (ADR 024). */
export default function ExportsPage() {
  const { t } = useTranslation();
  // The site chosen in the back office's switcher: the files hold that site's rows only.
  const site = useSearchParams()[0].get('site') || undefined;
  const [period, setPeriod] = useState(lastMonth);
  const download = useMutation({
    mutationFn: (job: { key: string; path: string }) => downloadExport(job.path),
  });
  const busy = download.isPending ? download.variables.key : null;
  const start = (key: string, path: string) => download.mutate({ key, path });
  // Enter in a field downloads the bookings, the first file of the form.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    start('bookings', exportPaths.csv('bookings', period.from, period.to, site));
  };
  const section = { p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 760 } as const;
  const fields = { display: 'flex', flexWrap: 'wrap', gap: 2 } as const;

  return (
    <PageScaffold title={t('admin.nav.exports')}>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('admin.exports.intro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        data-testid="admin-exports-form"
        sx={{ display: 'grid' }}
      >
        {/* One live region for the outcome, always there (so it is announced); empty, it takes no room. */}
        <Box role="status" sx={{ maxWidth: 760, display: 'grid', gap: 2, '&:not(:empty)': { mb: 3 } }}>
          {download.isSuccess && (
            <Alert severity="success" data-testid="admin-exports-done">
              {t('admin.exports.downloaded', { file: download.data })}
            </Alert>
          )}
          {download.isError && <ErrorAlert error={download.error} />}
        </Box>
        <Paper variant="outlined" component="section" aria-labelledby="exports-csv" sx={section}>
          <Typography id="exports-csv" variant="h2" sx={{ fontSize: '1.35rem' }}>
            {t('admin.exports.csvHeadline')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t('admin.exports.csvHint')}
          </Typography>
          <Box sx={fields}>
            <TextField
              type="date"
              label={t('admin.exports.from')}
              value={period.from}
              onChange={(e) => setPeriod({ ...period, from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'admin-exports-from' } }}
              required
            />
            <TextField
              type="date"
              label={t('admin.exports.to')}
              value={period.to}
              onChange={(e) => setPeriod({ ...period, to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'admin-exports-to' } }}
              required
            />
          </Box>
          <Box sx={fields}>
            {CSV_KINDS.map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                disabled={busy !== null}
                loading={busy === kind}
                onClick={() => start(kind, exportPaths.csv(kind, period.from, period.to, site))}
                data-testid={`admin-export-${kind}`}
              >
                {t(`admin.exports.${kind}`)}
              </Button>
            ))}
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="exports-datev"
          sx={{ ...section, mt: 3 }}
        >
          <Typography id="exports-datev" variant="h2" sx={{ fontSize: '1.35rem' }}>
            {t('admin.exports.datevHeadline')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t('admin.exports.datevHint')}
          </Typography>
          <Box sx={fields}>
            <TextField
              type="month"
              label={t('admin.exports.month')}
              value={period.month}
              onChange={(e) => setPeriod({ ...period, month: e.target.value })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': 'admin-exports-month' },
              }}
              required
            />
            <Button
              variant="outlined"
              disabled={busy !== null}
              loading={busy === 'datev'}
              onClick={() => start('datev', exportPaths.datev(period.month, site))}
              data-testid="admin-export-datev"
            >
              {t('admin.exports.datev')}
            </Button>
          </Box>
        </Paper>
      </Box>
    </PageScaffold>
  );
}
