import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import type { TFunction } from '../../lib/translator';
import { formatPrice } from '../../lib/format';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { useTemplate } from './api';

// shared/domain/time's DAY and slots' YEAR, written out: importing those modules here brings
// 3.8 kB into the landing page's bundle (measured), over its budget.
const DAY = 86_400;
/** "A year as 365 days" (spec §9), in seconds. */
const YEAR = 365 * DAY;

/** A duration as the period screen reads it: "30 Min.", "2 Std.", "1 Tag", "30 Tage", "1 Jahr". */
export function durationText(t: TFunction, seconds: number): string {
  if (seconds === YEAR) return t('screen.period.durations.oneYear');
  if (seconds === DAY) return t('screen.period.durations.oneDay');
  if (seconds % DAY === 0) return t('screen.period.durations.days', { count: seconds / DAY });
  if (seconds % 3600 === 0) return t('screen.period.durations.hours', { count: seconds / 3600 });
  return t('screen.period.durations.minutes', { count: seconds / 60 });
}

/**
 * What the period screen books: "Kurzzeitparken · ab 3,00 € für 1 Std.". Part of the
 * booking frame, not of the step's lazy code: it is the screen's largest text, so it must be in
 * the server's first HTML (ADR 037), or the page's LCP waits for the step's script.
 */
export function PeriodProduct() {
  const { id } = useParams();
  const { template } = useTemplate(id);
  return template ? <ProductLine template={template} /> : null;
}

/** The product line of one template. */
export function ProductLine({ template }: { template: PermissionTemplate }) {
  const { t, i18n } = useTranslation();
  const details = template.reservationSlotDetails;
  // A free product reads "Kostenlos für 1 Std.", never "ab 0,00 €".
  const free = template.info.priceFrom === 0;
  const price = free ? t('home.free') : formatPrice(template.info.priceFrom, i18n.language);
  const duration = durationText(t, details.minDuration);
  return (
    <Typography data-testid="period-product" sx={{ mb: 2 }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {template.info.name}
      </Box>
      {' · '}
      {free || details.minDuration === details.maxDuration
        ? t('screen.period.fixedPrice', { price, duration })
        : t('screen.period.priceFrom', { price, duration })}
    </Typography>
  );
}
