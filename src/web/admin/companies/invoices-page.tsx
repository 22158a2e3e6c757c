import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  companyInvoiceListSchema,
  companyInvoicePreviewSchema,
  companyInvoiceSchema,
  issueInvoicesResultSchema,
  type CompanyInvoice,
  type CompanyInvoicePreview,
} from '../../../shared/schemas/company-invoices';
import { useTranslation } from '../../lib/use-translation';
import { adminCall, toQuery } from '../api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FormDialog } from '../components/form-dialog';
import { formatDay, formatMoney } from '../components/format';
import { PageScaffold, SectionTitle } from '../components/page-scaffold';
import { StatusChip, type StatusTone } from '../components/status-chip';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { downloadFile } from '../exports/api';
import { can, useAdminMe } from '../session';
import { COMPANIES_KEY, companyTabs } from './tabs';
import './texts';

const KEY = [COMPANIES_KEY, 'invoices'];
const TONE: Record<CompanyInvoice['status'], StatusTone> = {
  open: 'default',
  overdue: 'error',
  paid: 'success',
  cancelled: 'default',
};
type Filter = '' | 'open' | 'overdue' | 'paid';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's zone, as a date field holds it. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The month before this one: the run is made after a month ended. */
function lastMonth(): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
}

/** "2026-10" as "Oktober 2026" / "October 2026". */
function formatMonth(period: string, language: string): string {
  return new Date(`${period}-15T12:00:00Z`).toLocaleDateString(language === 'ch' ? 'de-CH' : language, {
    month: 'long',
    year: 'numeric',
  });
}

/** A table wider than a phone scrolls in its box: the box takes the keyboard's focus and has a name. */
const scrollRegion = (label: string) => ({ tabIndex: 0, role: 'region', 'aria-label': label });

function Cell(props: { children: ReactNode; money?: boolean }) {
  return (
    <TableCell align={props.money ? 'right' : 'left'} sx={props.money ? { whiteSpace: 'nowrap' } : undefined}>
      {props.children}
    </TableCell>
  );
}

/**
 * /admin/companies/invoices (ADR 067): the month's run (preview, then issue after a question),
 * the invoices with their PDF and XML, "paid" with the day the money came, a second mail, and
 * the B2B debits' file for the bank. A viewer reads and downloads; staff and admins act.
 */
export default function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const role = useAdminMe().data?.operator.role;
  const mayWrite = can(role, 'staff');
  const [message, setMessage] = useState<string | null>(null);
  const b2b = useCall();
  const exportB2b = () =>
    b2b.call(
      () => downloadFile('/api/admin/company-invoices/b2b-debits', 'POST'),
      (file) =>
        setMessage(
          file ? t('admin.companies.invoices.b2bDone', { file }) : t('admin.companies.invoices.b2bNone'),
        ),
    );
  return (
    <PageScaffold
      title={t('admin.companies.headline')}
      docTitle={`${t('admin.companies.tabs.invoices')} – ${t('admin.companies.headline')}`}
      tabs={companyTabs(t, 'invoices')}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {message && (
          <Alert
            severity="success"
            role="status"
            data-testid="company-invoices-message"
            onClose={() => setMessage(null)}
          >
            {message}
          </Alert>
        )}
        <Run mayWrite={mayWrite} onIssued={setMessage} />
        <Box component="section" aria-labelledby="company-invoices-list">
          <SectionTitle
            id="company-invoices-list"
            title={t('admin.companies.invoices.list')}
            actions={
              mayWrite ? (
                <Button
                  variant="outlined"
                  onClick={exportB2b}
                  disabled={b2b.busy}
                  data-testid="company-invoices-b2b"
                >
                  {t('admin.companies.invoices.b2b')}
                </Button>
              ) : undefined
            }
          />
          <ErrorAlert error={b2b.error} />
          <InvoiceList mayWrite={mayWrite} onDone={setMessage} language={i18n.language} />
        </Box>
      </Box>
    </PageScaffold>
  );
}

/** Pick a month, see what the run would issue, issue it after a question. */
function Run({ mayWrite, onIssued }: { mayWrite: boolean; onIssued: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [month, setMonth] = useState(lastMonth);
  const [asked, setAsked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const k = (key: string, o?: Record<string, unknown>) => t(`admin.companies.invoices.${key}`, o);
  const money = (c: number) => formatMoney(c, i18n.language);
  const preview = useQuery({
    queryKey: [...KEY, 'preview', asked],
    queryFn: () =>
      adminCall(
        'GET',
        `/api/admin/company-invoices/preview?${toQuery({ period: asked })}`,
        companyInvoicePreviewSchema,
      ),
    enabled: asked !== null,
  });
  const p: CompanyInvoicePreview | undefined = preview.data;
  const sum = (f: (d: CompanyInvoicePreview['invoices'][number]) => number) =>
    (p?.invoices ?? []).reduce((a, d) => a + f(d), 0);
  const show = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (asked === month) void preview.refetch();
    else setAsked(month);
  };
  return (
    <Box component="section" aria-labelledby="company-invoices-run">
      <SectionTitle id="company-invoices-run" title={k('issue')} />
      <Box
        component="form"
        onSubmit={show}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
        data-testid="company-invoices-run"
      >
        <TextField
          type="month"
          label={k('month')}
          value={month}
          required
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'company-invoices-month' } }}
        />
        <Button type="submit" variant="outlined" data-testid="company-invoices-preview">
          {k('preview')}
        </Button>
      </Box>
      <ErrorAlert error={preview.error} />
      {p && (
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
          data-testid="company-invoices-draft"
        >
          <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
            {k('previewTitle', { month: formatMonth(p.period, i18n.language) })}
          </Typography>
          {p.invoices.length === 0 ? (
            <Typography>{k('previewNone')}</Typography>
          ) : (
            <>
              <Box
                sx={{ overflowX: 'auto' }}
                {...scrollRegion(k('previewTitle', { month: formatMonth(p.period, i18n.language) }))}
              >
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <Cell>{k('company')}</Cell>
                      <Cell>{k('costCentre')}</Cell>
                      <Cell money>{k('lines')}</Cell>
                      <Cell money>{k('net')}</Cell>
                      <Cell money>{k('vat')}</Cell>
                      <Cell money>{k('gross')}</Cell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {p.invoices.map((d) => (
                      <TableRow
                        key={`${d.companyId}/${d.costCentreId ?? ''}`}
                        data-testid="company-draft-row"
                      >
                        <Cell>{d.companyName}</Cell>
                        <Cell>{d.costCentre ?? t('admin.companies.empty')}</Cell>
                        <Cell money>{d.lines.length}</Cell>
                        <Cell money>{money(d.netCents)}</Cell>
                        <Cell money>{money(d.vatCents)}</Cell>
                        <Cell money>{money(d.grossCents)}</Cell>
                      </TableRow>
                    ))}
                    <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                      <Cell>{k('total')}</Cell>
                      <Cell>{''}</Cell>
                      <Cell money>{sum((d) => d.lines.length)}</Cell>
                      <Cell money>{money(sum((d) => d.netCents))}</Cell>
                      <Cell money>{money(sum((d) => d.vatCents))}</Cell>
                      <Cell money>{money(sum((d) => d.grossCents))}</Cell>
                    </TableRow>
                  </TableBody>
                </Table>
              </Box>
              {mayWrite && (
                <Box>
                  <Button
                    variant="contained"
                    onClick={() => setConfirming(true)}
                    data-testid="company-invoices-issue"
                  >
                    {k('issue')}
                  </Button>
                </Box>
              )}
            </>
          )}
        </Paper>
      )}
      {confirming && p && (
        <ConfirmDialog
          title={k('issueTitle', { month: formatMonth(p.period, i18n.language) })}
          text={k('issueText', { count: p.invoices.length, gross: money(sum((d) => d.grossCents)) })}
          confirm={k('issue')}
          cancel={t('admin.companies.form.cancel')}
          titleId="company-invoices-issue-title"
          testId="company-invoices-confirm"
          confirmTestId="company-invoices-issue-confirm"
          onClose={() => setConfirming(false)}
          run={() =>
            adminCall('POST', '/api/admin/company-invoices/issue', issueInvoicesResultSchema, {
              period: p.period,
            })
          }
          onDone={(r) => {
            onIssued(k('issued', { count: r.issued.length }));
            void client.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </Box>
  );
}

function InvoiceList(props: { mayWrite: boolean; onDone: (text: string) => void; language: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('');
  const [paying, setPaying] = useState<CompanyInvoice | null>(null);
  const send = useCall();
  const k = (key: string, o?: Record<string, unknown>) => t(`admin.companies.invoices.${key}`, o);
  const list = useQuery({
    queryKey: [...KEY, 'list', filter],
    queryFn: () =>
      adminCall(
        'GET',
        `/api/admin/company-invoices?${toQuery({ status: filter })}`,
        companyInvoiceListSchema,
      ),
  });
  const sendAgain = (i: CompanyInvoice) =>
    send.call(
      () =>
        adminCall(
          'POST',
          `/api/admin/company-invoices/${encodeURIComponent(i.id)}/send`,
          companyInvoiceSchema,
          {},
        ),
      (r) => {
        props.onDone(k(r.sentAt && r.sentAt !== i.sentAt ? 'sent' : 'notSent', { number: i.number }));
        void client.invalidateQueries({ queryKey: KEY });
      },
    );
  const doc = (i: CompanyInvoice, ext: 'pdf' | 'xml') =>
    `/api/admin/company-invoices/${i.id}/document.${ext}`;
  return (
    <>
      <TextField
        select
        label={k('filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value as Filter)}
        sx={{ minWidth: '12rem', mb: 2 }}
        slotProps={{
          select: { displayEmpty: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'company-invoices-filter' },
        }}
      >
        <MenuItem value="">{k('all')}</MenuItem>
        {(['open', 'overdue', 'paid'] as const).map((s) => (
          <MenuItem key={s} value={s}>
            {k(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <ErrorAlert error={list.error ?? send.error} />
      {list.data && list.data.invoices.length === 0 && <Typography>{k('none')}</Typography>}
      {list.data && list.data.invoices.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }} {...scrollRegion(k('list'))}>
          <Table size="small" data-testid="company-invoices-table">
            <TableHead>
              <TableRow>
                <Cell>{k('number')}</Cell>
                <Cell>{k('company')}</Cell>
                <Cell>{k('period')}</Cell>
                <Cell>{k('issueDate')}</Cell>
                <Cell>{k('dueDate')}</Cell>
                <Cell money>{k('gross')}</Cell>
                <Cell>{k('statusLabel')}</Cell>
                <Cell>{k('actions')}</Cell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.invoices.map((i) => (
                <TableRow key={i.id} data-testid="company-invoice-row">
                  <Cell>{i.number}</Cell>
                  <Cell>{i.companyName}</Cell>
                  <Cell>{formatMonth(i.period, props.language)}</Cell>
                  <Cell>{formatDay(i.issueDate, props.language)}</Cell>
                  <Cell>{formatDay(i.dueDate, props.language)}</Cell>
                  <Cell money>{formatMoney(i.grossCents, props.language)}</Cell>
                  <TableCell>
                    <StatusChip
                      label={k(`status.${i.status}`)}
                      tone={TONE[i.status]}
                      testId="company-invoice-status"
                    />
                    {i.paidAt && (
                      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
                        {k('paidAt', { day: formatDay(i.paidAt.slice(0, 10), props.language) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        href={doc(i, 'pdf')}
                        aria-label={k('pdfOf', { number: i.number })}
                        data-testid="company-invoice-pdf"
                        target="_blank"
                        rel="noopener"
                      >
                        {k('pdf')}
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        href={doc(i, 'xml')}
                        download
                        aria-label={k('xmlOf', { number: i.number })}
                      >
                        {k('xml')}
                      </Button>
                      {props.mayWrite && (i.status === 'open' || i.status === 'overdue') && (
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => setPaying(i)}
                          aria-label={k('markPaidOf', { number: i.number })}
                          data-testid="company-invoice-paid"
                        >
                          {k('markPaid')}
                        </Button>
                      )}
                      {props.mayWrite && i.status !== 'cancelled' && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={send.busy}
                          onClick={() => sendAgain(i)}
                          aria-label={k('sendOf', { number: i.number })}
                          data-testid="company-invoice-send"
                        >
                          {k('send')}
                        </Button>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {paying && (
        <PaidDialog
          invoice={paying}
          onClose={() => setPaying(null)}
          onDone={(i) => {
            props.onDone(k('paidDone', { number: i.number }));
            void client.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </>
  );
}

/** The day the transfer arrived: today unless the operator says otherwise. */
function PaidDialog(props: {
  invoice: CompanyInvoice;
  onClose: () => void;
  onDone: (i: CompanyInvoice) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`admin.companies.invoices.${key}`, o);
  const [day, setDay] = useState(today);
  const { busy, error, call } = useCall();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    call(
      () =>
        adminCall(
          'POST',
          `/api/admin/company-invoices/${encodeURIComponent(props.invoice.id)}/paid`,
          companyInvoiceSchema,
          {
            paidOn: day,
          },
        ),
      (i) => {
        props.onDone(i);
        props.onClose();
      },
    );
  };
  return (
    <FormDialog
      titleId="company-invoice-paid-title"
      title={k('paidTitle', { number: props.invoice.number })}
      testId="company-invoice-paid-form"
      onClose={props.onClose}
      onSubmit={submit}
      cancel={t('admin.companies.form.cancel')}
      submit={k('paidSave')}
      submitTestId="company-invoice-paid-save"
      busy={busy}
      maxWidth="xs"
      stacked
    >
      <ErrorAlert error={error} />
      <TextField
        type="date"
        label={k('paidOn')}
        value={day}
        required
        onChange={(e) => setDay(e.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: props.invoice.issueDate, max: today(), 'data-testid': 'company-invoice-paid-on' },
        }}
      />
    </FormDialog>
  );
}
