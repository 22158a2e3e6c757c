import { useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPrice, localeOf } from '../../lib/format';
import { errorText } from '../../lib/error-text';
import { Notice } from '../../components/notice';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { billApiPath, signedCents, useBillView } from './api';
import { calendarDate } from '../../../shared/domain/calendar-date';
import '../../lib/portal-texts';

/**
 * /bill/{id}/{secret} and /credit-note/{id}/{secret}: a bill or credit note of a secret link with
 * its amounts and the PDF download.
 */
export default function BillPage({ kind = 'bill' }: { kind?: 'bill' | 'creditNote' }) {
  const { id, secret } = useParams();
  const { t, i18n } = useTranslation();
  const bill = useBillView(kind, id, secret);
  const lang = i18n.language;
  const headline = t(
    kind === 'creditNote' ? 'screen.portal.bill.creditNoteHeadline' : 'screen.portal.bill.headline',
    {
      nr: bill.data?.nr ?? '',
    },
  );
  usePageTitle(headline);
  if (bill.isPending) return <PageSpinner />;
  if (!bill.data) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          {t('screen.portal.bills.bill')}
        </Typography>
        <Notice severity="error" testId="bill-error">
          {bill.error && 'status' in bill.error && bill.error.status === 404
            ? t('screen.portal.bill.notFound')
            : errorText(t, i18n, bill.error)}
        </Notice>
      </>
    );
  }
  const b = bill.data;
  const pdf = b.pdfUrl ?? `${billApiPath(kind, id, secret)}.pdf`;
  const line = (label: string, value: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="span">{label}</Typography>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <>
      <Typography variant="h1" gutterBottom data-testid="bill-headline">
        {headline}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
        {line(t('screen.portal.bills.closingDate'), calendarDate(b.closingDate, lang, 'medium'))}
        {b.netAmount !== undefined &&
          line(t('screen.portal.bill.net'), formatPrice(signedCents(kind, b.netAmount), lang))}
        {b.vatAmount !== undefined &&
          line(
            t('screen.portal.bill.vat', { rate: ((b.vatRate ?? 0) / 100).toLocaleString(localeOf(lang)) }),
            formatPrice(signedCents(kind, b.vatAmount), lang),
          )}
        {b.grossAmount !== undefined &&
          line(t('screen.portal.bill.gross'), formatPrice(signedCents(kind, b.grossAmount), lang))}
        <Button component="a" href={pdf} variant="contained" sx={{ mt: 2 }} data-testid="bill-pdf">
          {t('screen.portal.bill.pdf')}
        </Button>
      </Paper>
    </>
  );
}
