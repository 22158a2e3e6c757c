import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BookingDetail } from '../../../shared/schemas/admin';
import { ErrorAlert } from '../error-alert';
import { formatDay, formatInstant, formatMoney } from '../components/format';
import { StatusChip } from '../components/status-chip';
import {
  languageName,
  mailKindText,
  mailStatusText,
  paymentMethodText,
  paymentSourceText,
  paymentStatusText,
  providerText,
} from '../components/words';
import { can, useAdminMe } from '../session';
import { bookingsApi, bookingsKey } from './api';
import { BookingActionDialog, type ActionKind } from './dialogs';

const WALK_IN = 'walk-in';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label/value pairs as a definition list. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {k}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {v}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('admin.bookings.detail.none')}</Typography>;
  return (
    // A table wider than the screen scrolls in its box; the box takes the focus for the keyboard.
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              {r.map((c, j) => (
                <TableCell key={j} sx={{ overflowWrap: 'break-word' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type Payment = BookingDetail['payments'][number];

/** One payment with its status history and the provider's reports. */
function PaymentHistory({ p }: { p: Payment }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string | null) => (iso ? formatInstant(iso, i18n.language) : '–');
  const money = (c: number) => formatMoney(c, i18n.language);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {paymentMethodText(t, p.method, p.provider)} · {money(p.amountCents)} ·{' '}
        {paymentStatusText(t, p.status)}
        {p.statusReason ? ` (${p.statusReason})` : ''}
      </Typography>
      <Facts
        rows={[
          [t('admin.bookings.detail.provider'), providerText(t, p.provider)],
          [t('admin.bookings.detail.reference'), p.providerRef ?? '–'],
        ]}
      />
      <Typography variant="h4" sx={{ fontSize: '0.95rem', mt: 1 }}>
        {t('admin.bookings.detail.history')}
      </Typography>
      <SimpleTable
        label={`${t('admin.bookings.detail.history')} ${paymentMethodText(t, p.method, p.provider)}`}
        head={[
          t('admin.bookings.detail.at'),
          t('admin.bookings.col.status'),
          t('admin.bookings.detail.source'),
        ]}
        rows={p.events.map((e) => [
          at(e.createdAt),
          paymentStatusText(t, e.status),
          paymentSourceText(t, e.source),
        ])}
      />
      <Typography variant="h4" sx={{ fontSize: '0.95rem', mt: 1 }}>
        {t('admin.bookings.detail.inbox')}
      </Typography>
      <SimpleTable
        label={`${t('admin.bookings.detail.inbox')} ${paymentMethodText(t, p.method, p.provider)}`}
        head={[
          t('admin.bookings.detail.at'),
          t('admin.bookings.detail.kind'),
          t('admin.bookings.col.status'),
          t('admin.bookings.detail.amount'),
        ]}
        rows={p.inbox.map((e) => [
          at(e.receivedAt),
          `${paymentSourceText(t, e.kind)}${e.authoritative ? ` (${t('admin.bookings.detail.authoritative')})` : ''}`,
          paymentStatusText(t, e.status),
          e.amountCents === null ? '–' : money(e.amountCents),
        ])}
      />
    </Box>
  );
}

/** A booking's length in words ("1 Stunde", "3 Tage"): its end is shown, so no slot count. */
function durationText(
  t: (k: string, o?: Record<string, unknown>) => string,
  fromIso: string,
  toIso: string,
): string {
  // A day-or-longer booking shows its last second as its end: round to the minute.
  const minutes = Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000);
  const [value, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'days']
      : minutes % 60 === 0
        ? [minutes / 60, 'hours']
        : [minutes, 'minutes'];
  return value === 1
    ? t(`admin.auditWords.duration.one.${unit}`)
    : t(`admin.auditWords.duration.many.${unit}`, { count: value });
}

/** Which actions a booking in this state offers (the server checks again). */
function actionsFor(d: BookingDetail): ActionKind[] {
  const b = d.booking;
  const walkIn = b.templateId === WALK_IN;
  if (b.status === 'paid') return walkIn ? ['resend', 'cancel'] : ['resend', 'plate', 'extend', 'cancel'];
  if (b.status === 'held') return walkIn ? ['cancel'] : ['plate', 'cancel'];
  return [];
}

const ACTION_LABEL: Record<ActionKind, string> = {
  resend: 'admin.bookings.action.resend',
  plate: 'admin.bookings.action.plate',
  extend: 'admin.bookings.action.extend',
  cancel: 'admin.bookings.action.cancel',
};

/**
 * /admin/bookings/:id: the booking, its contact, plate, period, price and status, every payment
 * with its whole history (status events and the provider's reports), the mails (without
 * bodies), bills and credit notes with their PDFs; staff and admins get the actions.
 */
export default function DetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const me = useAdminMe();
  const [open, setOpen] = useState<ActionKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const q = useQuery({ queryKey: [...bookingsKey, 'detail', id], queryFn: () => bookingsApi.detail(id) });
  const d = q.data;
  const title = t('admin.bookings.detail.title', {
    plate: d?.booking.plate ?? d?.booking.id.slice(0, 8) ?? '',
  });
  useEffect(() => {
    document.title = title;
  }, [title]);

  const back = (
    <Link component={RouterLink} to=".." relative="path">
      {t('admin.bookings.detail.back')}
    </Link>
  );
  if (!d) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          {t('admin.bookings.headline')}
        </Typography>
        {back}
        <ErrorAlert error={q.error} />
        {q.isPending && <CircularProgress aria-label={t('admin.bookings.headline')} />}
      </>
    );
  }
  const b = d.booking;
  const at = (iso: string | null) => (iso ? formatInstant(iso, i18n.language) : '–');
  const money = (c: number) => formatMoney(c, i18n.language);
  const actions = can(me.data?.operator.role, 'staff') ? actionsFor(d) : [];
  const c = b.contact;
  const address = c.address
    ? [
        [c.address.streetName, c.address.buildingNumber].filter(Boolean).join(' '),
        [c.address.zipCode, c.address.city].filter(Boolean).join(' '),
        c.address.country,
      ]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <>
      <Box sx={{ mb: 1 }}>{back}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" sx={{ mb: 0 }}>
          {title}
        </Typography>
        <StatusChip
          label={t(`admin.bookings.bookingStatus.${b.status}`)}
          tone={b.status === 'paid' ? 'success' : b.status === 'cancelled' ? 'default' : 'warning'}
          testId="admin-booking-status"
        />
      </Box>
      {notice && (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          onClose={() => setNotice(null)}
          data-testid="admin-booking-notice"
        >
          {notice}
        </Alert>
      )}
      {actions.length > 0 && (
        <Box
          role="group"
          aria-label={t('admin.bookings.detail.actions')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
          data-testid="admin-booking-actions"
        >
          {actions.map((k) => (
            <Button
              key={k}
              variant={k === 'cancel' ? 'outlined' : 'contained'}
              color={k === 'cancel' ? 'error' : 'primary'}
              onClick={() => setOpen(k)}
              data-testid={`admin-booking-${k}`}
            >
              {t(ACTION_LABEL[k])}
            </Button>
          ))}
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          mb: 2,
        }}
      >
        <Section title={t('admin.bookings.detail.booking')} testId="admin-booking-facts">
          <Facts
            rows={[
              [t('admin.bookings.col.template'), b.templateName],
              [
                t('admin.bookings.col.plate'),
                <span data-testid="admin-booking-plate-value">{b.plate ?? '–'}</span>,
              ],
              [
                t('admin.bookings.detail.period'),
                <span data-testid="admin-booking-period">
                  {at(b.startsAt)} – {at(b.endsAt)}
                </span>,
              ],
              [t('admin.bookings.detail.duration'), durationText(t, b.startsAt, b.endsAt)],
              [t('admin.bookings.col.price'), money(b.priceCents)],
              [t('admin.bookings.detail.ticketCode'), b.ticketCode ?? '–'],
              [t('admin.bookings.col.createdAt'), at(b.createdAt)],
              ...(b.holdUntil && b.status === 'held'
                ? ([[t('admin.bookings.detail.holdUntil'), at(b.holdUntil)]] as [string, ReactNode][])
                : []),
              ...(b.cancelledAt
                ? ([[t('admin.bookings.detail.cancelledAt'), at(b.cancelledAt)]] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
        <Section title={t('admin.bookings.detail.customer')}>
          <Facts
            rows={[
              [
                t('admin.bookings.col.name'),
                [b.name, c.companyName && b.name !== c.companyName ? c.companyName : null]
                  .filter(Boolean)
                  .join(', ') || '–',
              ],
              [t('admin.bookings.col.mail'), b.mail ? <Link href={`mailto:${b.mail}`}>{b.mail}</Link> : '–'],
              ...(address ? ([[t('admin.bookings.detail.address'), address]] as [string, ReactNode][]) : []),
              [t('admin.bookings.detail.language'), languageName(b.language, i18n.language)],
              [
                t('admin.bookings.detail.customerAccount'),
                b.customerId ? b.customerId : t('admin.bookings.detail.guest'),
              ],
            ]}
          />
        </Section>
      </Box>
      {/* minmax(0, 1fr): a wide table scrolls in its box instead of widening the page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Section title={t('admin.bookings.detail.documents')} testId="admin-booking-documents">
          {d.bills.length === 0 && d.creditNotes.length === 0 ? (
            <Typography color="text.secondary">{t('admin.bookings.detail.none')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {d.bills.map((bill) => (
                <li key={bill.id}>
                  {t('admin.bookings.detail.bill', { nr: bill.number })} ·{' '}
                  {formatDay(bill.closingDate, i18n.language)} · {money(bill.grossCents)} ·{' '}
                  <Link href={bill.pdfUrl} target="_blank" rel="noopener">
                    {t('admin.bookings.detail.openPdf')}
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      {t('admin.bookings.detail.bill', { nr: bill.number })}
                    </Box>
                  </Link>
                </li>
              ))}
              {d.creditNotes.map((n) => (
                <li key={n.id} data-testid="admin-booking-credit-note">
                  {t('admin.bookings.detail.creditNote', { nr: n.number })} ·{' '}
                  {formatDay(n.closingDate, i18n.language)} · {money(n.grossCents)} ·{' '}
                  {t('admin.bookings.detail.refund', {
                    status: t(`admin.bookings.refundStatus.${n.refundStatus}`, {
                      defaultValue: n.refundStatus,
                    }),
                  })}{' '}
                  ·{' '}
                  <Link href={n.pdfUrl} target="_blank" rel="noopener">
                    {t('admin.bookings.detail.openPdf')}
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      {t('admin.bookings.detail.creditNote', { nr: n.number })}
                    </Box>
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Section>
        <Section title={t('admin.bookings.detail.payments')} testId="admin-booking-payments">
          {d.payments.length === 0 && (
            <Typography color="text.secondary">{t('admin.bookings.detail.none')}</Typography>
          )}
          {d.earlierAttempts.length > 0 && (
            <Typography sx={{ mb: 1 }} data-testid="admin-booking-attempts">
              {t('admin.bookings.detail.attempts', { n: b.attempts })}
            </Typography>
          )}
          {/* The unpaid attempts this booking stands for, oldest first, then its own payments. */}
          {d.earlierAttempts.map((a) => (
            <Box key={a.bookingId} data-testid="admin-booking-earlier-attempt">
              <Typography variant="h3" sx={{ fontSize: '1rem', color: 'text.secondary', mb: 1 }}>
                {t('admin.bookings.detail.earlierAttempt', {
                  at: at(a.createdAt),
                  status: t(`admin.bookings.bookingStatus.${a.status}`),
                })}
              </Typography>
              {a.payments.map((p) => (
                <PaymentHistory key={p.id} p={p} />
              ))}
            </Box>
          ))}
          {d.payments.map((p) => (
            <PaymentHistory key={p.id} p={p} />
          ))}
        </Section>
        <Section title={t('admin.bookings.detail.mails')} testId="admin-booking-mails">
          <SimpleTable
            label={t('admin.bookings.detail.mails')}
            head={[
              t('admin.bookings.detail.at'),
              t('admin.bookings.detail.kind'),
              t('admin.bookings.detail.subject'),
              t('admin.bookings.detail.recipient'),
              t('admin.bookings.col.status'),
              t('admin.bookings.detail.sentAt'),
            ]}
            rows={d.mails.map((m) => [
              at(m.createdAt),
              mailKindText(t, m.kind),
              m.subject,
              m.recipient,
              `${mailStatusText(t, m.status)}${m.attempts > 1 ? ` (${m.attempts})` : ''}${m.lastError ? `: ${m.lastError}` : ''}`,
              at(m.sentAt),
            ])}
          />
        </Section>
      </Box>
      {open && (
        <BookingActionDialog
          kind={open}
          detail={d}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setNotice(text);
          }}
        />
      )}
    </>
  );
}

/** Read by screen readers only ('1px': a bare 1 would be 100% in sx). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
