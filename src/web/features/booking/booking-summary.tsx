import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Facts } from '../../components/facts';
import { formatInstant, formatPrice } from '../../lib/format';

/** Product, price to be paid, start and end of a booking. */
export function BookingSummary({
  title,
  product,
  priceToBePaid,
  startTime,
  endTime,
  zone,
  dateOnly,
}: {
  title: string;
  product?: string;
  priceToBePaid?: number;
  startTime?: string;
  endTime?: string;
  zone: string;
  dateOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby="summary-title">
      <CardContent>
        <Typography id="summary-title" variant="h2" gutterBottom>
          {title}
        </Typography>
        <Facts
          rows={[
            [t('screen.confirm.product'), product],
            [
              t('screen.confirm.priceToBePaid'),
              priceToBePaid !== undefined ? formatPrice(priceToBePaid, lang) : undefined,
              'summary-price',
            ],
            [
              t('screen.confirm.startTime'),
              startTime && formatInstant(startTime, lang, zone, dateOnly),
              'summary-start',
            ],
            [
              t('screen.confirm.endTime'),
              endTime && formatInstant(endTime, lang, zone, dateOnly),
              'summary-end',
            ],
          ]}
        />
      </CardContent>
    </Card>
  );
}
