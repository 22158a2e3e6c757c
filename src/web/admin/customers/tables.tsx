import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminCustomerDetail } from '../../../shared/schemas/admin-customers';
import { formatPrice } from '../../lib/format';
import { formatDay, formatInstant, formatPeriod } from '../components/format';
import { Section } from './section';

function SimpleTable({
  title,
  empty,
  head,
  rows,
  testId,
}: {
  title: string;
  empty: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  testId: string;
}) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title} data-testid={testId}>
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  {r.cells.map((cell, i) => (
                    <TableCell key={i}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

export function BookingsTable({ customer }: { customer: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleTable
      title={t('admin.customers.bookings')}
      empty={t('admin.customers.noBookings')}
      testId="admin-customer-bookings"
      head={[
        t('admin.customers.booking'),
        t('admin.customers.period'),
        t('admin.customers.statusFilter'),
        t('admin.customers.plates'),
        t('admin.customers.price'),
      ]}
      rows={customer.bookings.map((b) => ({
        key: b.id,
        cells: [
          <Link
            component={RouterLink}
            to={`/admin/bookings/${b.id}`}
            key="l"
            data-testid="admin-customer-booking-link"
          >
            {b.id.slice(0, 8)}
          </Link>,
          formatPeriod(b.startsAt, b.endsAt, i18n.language),
          t(`admin.customers.bookingStatus.${b.status}`),
          b.plate ?? '',
          formatPrice(b.priceCents, i18n.language),
        ],
      }))}
    />
  );
}

export function DocumentsTable({ customer }: { customer: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleTable
      title={t('admin.customers.documents')}
      empty={t('admin.customers.noDocuments')}
      testId="admin-customer-documents"
      head={[
        t('admin.customers.documentKind'),
        t('admin.customers.documentNumber'),
        t('admin.customers.date'),
        t('admin.customers.amount'),
        t('admin.customers.booking'),
      ]}
      rows={customer.documents.map((d) => ({
        key: `${d.kind}-${d.id}`,
        cells: [
          t(`admin.customers.kind.${d.kind}`),
          String(d.number).padStart(6, '0'),
          formatDay(d.closingDate, i18n.language),
          d.grossCents < 0
            ? `−${formatPrice(-d.grossCents, i18n.language)}`
            : formatPrice(d.grossCents, i18n.language),
          <Link component={RouterLink} to={`/admin/bookings/${d.bookingId}`} key="l">
            {d.bookingId.slice(0, 8)}
          </Link>,
        ],
      }))}
    />
  );
}

export function MandatesTable({ customer }: { customer: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleTable
      title={t('admin.customers.mandates')}
      empty={t('admin.customers.noMandates')}
      testId="admin-customer-mandates"
      head={[
        t('admin.customers.reference'),
        t('admin.customers.iban'),
        t('admin.customers.accountName'),
        t('admin.customers.signed'),
        t('admin.customers.recurrent'),
        t('admin.customers.revoked'),
      ]}
      rows={customer.mandates.map((m) => ({
        key: m.id,
        cells: [
          m.reference,
          m.ibanMasked,
          m.accountName,
          formatDay(m.signatureDate, i18n.language),
          m.recurrent ? t('admin.customers.yes') : t('admin.customers.no'),
          m.revokedAt ? formatInstant(m.revokedAt, i18n.language) : '–',
        ],
      }))}
    />
  );
}
