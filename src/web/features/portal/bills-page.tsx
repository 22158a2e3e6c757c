import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../lib/format';
import { usePageTitle } from '../../app/use-page-title';
import { lists, signedCents } from './api';
import { PagedList } from './paged-list';
import { calendarDate } from '../../../shared/domain/calendar-date';
import '../../lib/portal-texts';

/** /portal/bills (spec §2): number and closing date, linking to the bill page; credit notes too. */
export default function BillsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screen.portal.bills.headline'));
  const lang = i18n.language;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.portal.bills.headline')}
      </Typography>
      <PagedList name="bills" fetchPage={lists.bills} emptyText={t('screen.portal.bills.empty')}>
        {(items) => (
          <TableContainer component={Paper}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('screen.portal.bills.nr')}</TableCell>
                  <TableCell>{t('screen.portal.bills.closingDate')}</TableCell>
                  <TableCell align="right">{t('screen.portal.bills.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((b) => (
                  <TableRow key={b._id} data-testid="bill-row" data-kind={b.kind ?? 'bill'}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Link
                        component={RouterLink}
                        to={`/${b.kind === 'creditNote' ? 'credit-note' : 'bill'}/${encodeURIComponent(b._id)}/${encodeURIComponent(b.secret)}`}
                        aria-label={t('screen.portal.bills.showNamed', { nr: b.nr })}
                        data-testid="bill-link"
                      >
                        {b.nr}
                      </Link>
                      {/* The kind under the number: on a phone the table keeps to three columns. */}
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t(
                          b.kind === 'creditNote'
                            ? 'screen.portal.bills.creditNote'
                            : 'screen.portal.bills.bill',
                        )}
                      </Typography>
                    </TableCell>
                    <TableCell>{calendarDate(b.closingDate, lang, 'medium')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {b.grossCents === undefined ? '' : formatPrice(signedCents(b.kind, b.grossCents), lang)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </PagedList>
    </>
  );
}
