import { useQueries } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CompanyInvoice } from '../../../shared/schemas/company-invoices';
import { calendarDate } from '../../../shared/domain/calendar-date';
import { formatMonth, formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { companyDetailQuery, useCompanyInvoices, useMyCompanies } from './api';
import { BackToCompany } from './parts';
import '../../lib/portal-texts';
import './texts';

/** The cost centres (archived ones too: old invoices name them) of the companies the customer administers. */
function useCentreNames(companyIds: string[]): Map<string, string> {
  const details = useQueries({ queries: companyIds.map(companyDetailQuery) });
  const names = new Map<string, string>();
  for (const d of details)
    for (const c of d.data?.costCentres ?? []) names.set(c.id, `${c.code} – ${c.name}`);
  return names;
}

function StatusChip({ status }: { status: CompanyInvoice['status'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'overdue' ? 'filled' : 'outlined'}
      label={t(`companyInvoices.statuses.${status}`)}
      data-testid="company-invoice-status"
    />
  );
}

function Documents({ invoice }: { invoice: CompanyInvoice }) {
  const { t } = useTranslation();
  const links = [
    { url: invoice.pdfUrl, label: 'PDF', name: 'companyInvoices.pdfNamed', testId: 'company-invoice-pdf' },
    { url: invoice.xmlUrl, label: 'XML', name: 'companyInvoices.xmlNamed', testId: 'company-invoice-xml' },
  ];
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {links.map((l) => (
        <Link
          key={l.label}
          href={l.url}
          download
          aria-label={t(l.name, { number: invoice.number })}
          data-testid={l.testId}
        >
          {l.label}
        </Link>
      ))}
    </Box>
  );
}

/**
 * /portal/company/invoices (ADR 067): the monthly invoices of the companies the customer is an
 * admin of, newest first, with month, cost centre, gross, status and due date, and the PDF
 * (Factur-X) and the XML (XRechnung) to download. A plain member reads that only admins see them
 * (the server lists none to a member). A table on a desktop, a card each on a phone.
 */
export default function CompanyInvoicesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('companyInvoices.title'));
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const mine = useMyCompanies();
  const adminOf = (mine.data?.companies ?? []).filter((c) => c.role === 'admin').map((c) => c.id);
  const invoices = useCompanyInvoices();
  const centres = useCentreNames(adminOf);
  const lang = i18n.language;
  const several = new Set((invoices.data?.invoices ?? []).map((i) => i.companyId)).size > 1;

  const month = (period: string) => formatMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)), lang);
  const centre = (i: CompanyInvoice) =>
    i.costCentreId ? (centres.get(i.costCentreId) ?? '') : t('companyInvoices.wholeCompany');
  const due = (i: CompanyInvoice) => calendarDate(i.dueDate, lang, 'medium');
  const gross = (i: CompanyInvoice) => formatPrice(i.grossCents, lang);
  const numberCell = (i: CompanyInvoice) => (
    <>
      <Typography component="span" sx={{ fontWeight: 600 }} data-testid="company-invoice-number">
        {i.number}
      </Typography>
      {several && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {i.companyName}
        </Typography>
      )}
    </>
  );

  let body;
  if (!mine.data || !invoices.data) body = <PageSpinner />;
  else if (adminOf.length === 0)
    body = <Typography data-testid="company-invoices-admin-only">{t('company.adminOnly')}</Typography>;
  else if (invoices.data.invoices.length === 0)
    body = <Typography data-testid="company-invoices-empty">{t('companyInvoices.empty')}</Typography>;
  else if (phone)
    body = (
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {invoices.data.invoices.map((i) => (
          <Paper
            component="li"
            variant="outlined"
            key={i.id}
            data-testid="company-invoice"
            sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Box>{numberCell(i)}</Box>
              <StatusChip status={i.status} />
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                '& dt': { fontWeight: 600 },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              <dt>{t('companyInvoices.month')}</dt>
              <dd>{month(i.period)}</dd>
              <dt>{t('companyInvoices.costCentre')}</dt>
              <dd>{centre(i)}</dd>
              <dt>{t('companyInvoices.gross')}</dt>
              <dd>{gross(i)}</dd>
              <dt>{t('companyInvoices.due')}</dt>
              <dd>
                {due(i)}
                {i.paymentMeans === 'sepa_b2b' ? ` (${t('companyInvoices.byDebit')})` : ''}
              </dd>
            </Box>
            <Documents invoice={i} />
          </Paper>
        ))}
      </Box>
    );
  else
    body = (
      <TableContainer component={Paper}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('companyInvoices.number')}</TableCell>
              <TableCell>{t('companyInvoices.month')}</TableCell>
              <TableCell>{t('companyInvoices.costCentre')}</TableCell>
              <TableCell align="right">{t('companyInvoices.gross')}</TableCell>
              <TableCell>{t('companyInvoices.status')}</TableCell>
              <TableCell>{t('companyInvoices.due')}</TableCell>
              <TableCell>{t('companyInvoices.documents')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.data.invoices.map((i) => (
              <TableRow key={i.id} data-testid="company-invoice">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{numberCell(i)}</TableCell>
                <TableCell>{month(i.period)}</TableCell>
                <TableCell>{centre(i)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {gross(i)}
                </TableCell>
                <TableCell>
                  <StatusChip status={i.status} />
                </TableCell>
                <TableCell>
                  {due(i)}
                  {i.paymentMeans === 'sepa_b2b' && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('companyInvoices.byDebit')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Documents invoice={i} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="company-invoices">
      <Typography variant="h1">{t('companyInvoices.title')}</Typography>
      <BackToCompany />
      {adminOf.length > 0 && <Typography>{t('companyInvoices.intro')}</Typography>}
      {body}
    </Box>
  );
}
