import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { splitGross, percentToBasisPoints } from '../../../shared/domain/vat';
import { Facts } from '../../components/facts';
import { formatInstant, formatPrice } from '../../lib/format';
import { formatRange } from '../../lib/period-format';
import '../../lib/order-texts';

/**
 * A card of the order steps: a heading and, with `changeTo`, an "Ändern" link back to the step
 * that holds the block.
 */
export function OrderBlock({
  id,
  title,
  changeTo,
  onChange,
  children,
}: {
  id: string;
  title: string;
  changeTo?: string;
  onChange?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={`${id}-title`} variant="h2">
            {title}
          </Typography>
          {changeTo && (
            <Button
              component={RouterLink}
              to={changeTo}
              onClick={onChange}
              size="small"
              startIcon={<EditIcon />}
              aria-label={t('order.changeLabel', { block: title })}
              data-testid={`${id}-change`}
            >
              {t('order.change')}
            </Button>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** Product, price to be paid (with the VAT it includes) and the period of a booking. */
export function BookingSummary({
  title,
  product,
  priceToBePaid,
  startTime,
  endTime,
  zone,
  dateOnly,
  vatRatePercent,
  changeTo,
}: {
  title: string;
  product?: string;
  priceToBePaid?: number;
  startTime?: string;
  endTime?: string;
  zone: string;
  dateOnly: boolean;
  /** Shown as "inkl. 19 % MwSt. (1,92 €)" under a price above 0. */
  vatRatePercent?: number;
  changeTo?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const vat =
    priceToBePaid !== undefined && priceToBePaid > 0 && vatRatePercent !== undefined
      ? t('order.vatIncluded', {
          rate: vatRatePercent.toLocaleString(lang === 'ch' ? 'de-CH' : lang),
          amount: formatPrice(splitGross(priceToBePaid, percentToBasisPoints(vatRatePercent)).vatCents, lang),
        })
      : undefined;
  return (
    <OrderBlock id="summary" title={title} changeTo={changeTo}>
      <Facts
        rows={[
          [t('screen.confirm.product'), product],
          [
            t('screen.confirm.priceToBePaid'),
            priceToBePaid !== undefined
              ? `${formatPrice(priceToBePaid, lang)}${vat ? `\n${vat}` : ''}`
              : undefined,
            'summary-price',
          ],
          // One line with weekdays, as the period screen wrote it (ADR 054): "Sa 28.11., 0:00–23:59".
          startTime && endTime
            ? [
                t('screen.confirm.period'),
                formatRange(startTime, endTime, lang, zone, dateOnly, new Date()),
                'summary-period',
              ]
            : [
                t('screen.confirm.startTime'),
                startTime && formatInstant(startTime, lang, zone, dateOnly),
                'summary-start',
              ],
        ]}
      />
    </OrderBlock>
  );
}
