import { useTranslation } from '../../lib/use-translation';
import type { TFunction } from '../../lib/translator';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { StayBreakdown } from '../../../shared/schemas/renewal';
import { formatDateTime, formatPrice } from '../../lib/format';

/** "Stunde" for hourly tariffs, "15 Minuten" otherwise. */
function stepName(t: TFunction, minutes: number): string {
  return minutes === 60
    ? t('screen.renew.breakdown.hour')
    : t('screen.renew.breakdown.minutes', { count: minutes });
}

/** The walk-in tariff in words, from the figures the server priced with (ADR 042). */
export function tariffText(t: TFunction, b: StayBreakdown, lang: string): string {
  const step = stepName(t, b.stepMinutes);
  const { firstStepPrice, pricePerStep, dailyCap, freeMinutes } = b.tariff;
  const price = (cents: number) => formatPrice(cents, lang);
  const parts =
    firstStepPrice !== undefined && firstStepPrice !== pricePerStep
      ? [
          t('screen.renew.breakdown.first', { price: price(firstStepPrice), step }),
          t('screen.renew.breakdown.further', { price: price(pricePerStep), step }),
        ]
      : [t('screen.renew.breakdown.each', { price: price(pricePerStep), step })];
  if (dailyCap !== undefined) parts.push(t('screen.renew.breakdown.cap', { price: price(dailyCap) }));
  if (freeMinutes > 0) parts.push(t('screen.renew.breakdown.free', { count: freeMinutes }));
  return parts.join(', ');
}

function Line({
  label,
  detail,
  amount,
  testId,
}: {
  label: string;
  detail?: string;
  amount: string;
  testId: string;
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{ display: 'flex', gap: 2, py: 0.75, alignItems: 'baseline' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {label}
        </Typography>
        {detail && (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
      </Box>
      <Typography component="span" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Box>
  );
}

/**
 * How the amount comes about, line by line as the server priced it (ADR 042): each started 24 h
 * from the entry with its steps and, where it applies, the daily cap; what was paid before; the
 * amount to pay. Times are the server's, rounded down to 5 minutes (ADR 033).
 */
export function Breakdown({
  breakdown: b,
  zone,
  priceToBePaid,
}: {
  breakdown: StayBreakdown;
  zone: string;
  priceToBePaid: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const price = (cents: number) => formatPrice(cents, lang);
  const when = (iso: string) => formatDateTime(iso, lang, zone);
  const step = stepName(t, b.stepMinutes);
  return (
    <Box
      component="section"
      aria-labelledby="renew-breakdown-title"
      data-testid="renew-breakdown"
      sx={{ mt: 2 }}
    >
      <Typography variant="h3" component="h3" id="renew-breakdown-title" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('screen.renew.breakdown.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="renew-tariff">
        {t('screen.renew.breakdown.tariff', { tariff: tariffText(t, b, lang) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-testid="renew-entry">
        {t('screen.renew.breakdown.stay', {
          entry: when(b.entry),
          until: when(b.until),
          count: b.steps,
          step,
        })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {b.periods.map((p, i) => {
          const sum = p.items.map((item) => `${item.count} × ${price(item.unitCents)}`).join(' + ');
          const detail = p.capped
            ? t('screen.renew.breakdown.capped', { sum, raw: price(p.rawCents), cap: price(p.cents) })
            : t('screen.renew.breakdown.steps', { sum, raw: price(p.rawCents) });
          return (
            <Line
              key={p.from}
              label={t('screen.renew.breakdown.period', { n: i + 1, from: when(p.from), to: when(p.to) })}
              detail={detail}
              amount={price(p.cents)}
              testId={`renew-period-${i + 1}`}
            />
          );
        })}
        {b.alreadyPaidCents > 0 && (
          <Line
            label={t('screen.renew.breakdown.alreadyPaid')}
            amount={`− ${price(b.alreadyPaidCents)}`}
            testId="renew-already-paid-line"
          />
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1 }} data-testid="renew-total">
        <Typography sx={{ fontWeight: 700 }}>{t('screen.renew.priceToBePaid')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{price(priceToBePaid)}</Typography>
      </Box>
    </Box>
  );
}
