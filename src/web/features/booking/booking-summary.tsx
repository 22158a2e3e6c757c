import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatInstant, formatPrice } from '../../lib/format';

/** A definition list of label/value rows. */
export function Facts({ rows }: { rows: Array<[string, string | undefined | null, string?]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([label, v, testId]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, whiteSpace: 'pre-line' }}
              data-testid={testId}
            >
              {v}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

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
