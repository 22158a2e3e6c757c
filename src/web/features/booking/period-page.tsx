import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import EuroIcon from '@mui/icons-material/Euro';
import DateRangeIcon from '@mui/icons-material/DateRange';
import type { PermissionTemplate, Selection } from '../../../shared/schemas/booking';
import { endIsDerived, endOptions, isDayOrLonger, startOptions } from '../../../shared/domain/slots';
import { periodIsOpen } from '../../../shared/domain/opening-hours';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { TimeRangePicker, type TimeRange } from '../../components/pickers/time-range-picker';
import { useTemplate } from './api';
import { usePrice, type PriceState } from './use-price';
import { availabilityFrom, useAvailability } from './use-availability';
import type { MonthRef } from '../../components/pickers/calendar-dates';
import { TZDate } from '@date-fns/tz';
import { useStyling } from '../content/api';
import { PageSpinner } from '../../components/page-spinner';
import { InfoChip } from '../../components/info-chip';
import { Notice } from '../../components/notice';
import { errorText } from '../../lib/error-text';
import { formatPrice, formatRange } from '../../lib/format';
import { readSession, removeSession, writeSession } from '../../lib/session-store';

/** Restore rule (spec §4): a stored selection of this template comes back if still bookable. */
export function restoreRange(
  stored: Selection | undefined,
  template: PermissionTemplate,
  now: Date,
  zone: string,
): TimeRange {
  const empty = { start: null, slotCount: null };
  if (!stored || stored.templateId !== template._id) return empty;
  const d = template.reservationSlotDetails;
  const start = startOptions(d, now, zone).find((s) => s.getTime() === new Date(stored.startTime).getTime());
  if (!start) return empty;
  const ok = endOptions(d, start, now, zone).some((p) => p.slotCount === stored.slotCount);
  return { start, slotCount: ok ? stored.slotCount : null };
}

/** Label of the Next button per price state (spec §4). */
export function nextLabelKey(price: PriceState): string {
  if (price.status === 'bookedOut') return 'screen.period.bookedOut';
  if (price.status === 'error') return 'screen.period.priceError';
  return 'general.next';
}

export function PeriodForm({ template, zone }: { template: PermissionTemplate; zone: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const [range, setRange] = useState<TimeRange>(() =>
    restoreRange(readSession('selection'), template, now, zone),
  );
  const details = template.reservationSlotDetails;
  // Booked-out starts load beside the pickers; the pickers paint at once and grey out what is
  // full when the answer arrives.
  const [month, setMonth] = useState<Date | null>(null);
  const onViewChange = useCallback(
    (m: MonthRef) => setMonth(new Date(new TZDate(m.year, m.month - 1, 1, zone).getTime())),
    [zone],
  );
  const availability = useAvailability(template, availabilityFrom(template, now, zone, month));

  useEffect(() => {
    // A selection of another template is removed on entering (spec §4).
    const stored = readSession('selection');
    if (stored && stored.templateId !== template._id) removeSession('selection');
  }, [template._id]);

  const request = useMemo(
    () =>
      range.start && range.slotCount
        ? { templateId: template._id, startTime: range.start.toISOString(), slotCount: range.slotCount }
        : null,
    [range, template._id],
  );
  const price = usePrice(request);
  // A 503 means someone took the last place since the availability was loaded: reload it, so
  // the picker greys that start out at once.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (price.status === 'bookedOut') {
      void queryClient.invalidateQueries({ queryKey: ['availability', template._id] });
    }
  }, [price.status, queryClient, template._id]);
  const loading = price.status === 'waiting' || price.status === 'loading';
  const ok = price.status === 'ok' ? price.price : null;
  const dateOnly = isDayOrLonger(details.stepDuration);

  // Parking-app shortcuts for steps shorter than a day (ADR 040): park from now, and lengthen
  // the stay a step at a time; the end and the price follow at once.
  const quick = !dateOnly && !endIsDerived(details);
  const firstStart = useMemo(() => startOptions(details, now, zone)[0], [details, now, zone]);
  const nowPeriod = firstStart ? endOptions(details, firstStart, now, zone)[0] : undefined;
  const nowOpen =
    !!nowPeriod &&
    periodIsOpen(template.openingHours, nowPeriod.start, nowPeriod.end, details.stepDuration, zone);
  const longer =
    range.start && range.slotCount
      ? endOptions(details, range.start, now, zone).find((p) => p.slotCount === range.slotCount! + 1)
      : undefined;
  const longerOpen =
    !!longer && periodIsOpen(template.openingHours, longer.start, longer.end, details.stepDuration, zone);
  const stepLabel =
    details.stepDuration < 3600
      ? t('screen.period.plusMinutes', { count: details.stepDuration / 60 })
      : t('screen.period.plusHours', { count: details.stepDuration / 3600 });

  function next() {
    if (!ok || !request) return;
    writeSession('selection', { ...request, endTime: ok.endTime, priceResponse: ok });
    navigate(`/data/${template._id}`);
  }

  return (
    <>
      <Typography data-testid="period-product" sx={{ mb: 2 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {template.info.name}
        </Box>
        {' · '}
        {t('screen.period.priceFrom', { price: formatPrice(template.info.priceFrom, i18n.language) })}
      </Typography>
      {quick && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="quick-picks">
          <Chip
            color="primary"
            variant={range.start?.getTime() === firstStart?.getTime() ? 'filled' : 'outlined'}
            label={nowOpen ? t('screen.period.now') : t('screen.period.nowClosed')}
            disabled={!nowOpen}
            data-testid="now-chip"
            onClick={() => nowPeriod && setRange({ start: nowPeriod.start, slotCount: nowPeriod.slotCount })}
          />
          <Chip
            color="primary"
            variant="outlined"
            label={stepLabel}
            disabled={!longerOpen}
            data-testid="longer-chip"
            onClick={() => longer && setRange({ start: longer.start, slotCount: longer.slotCount })}
          />
        </Box>
      )}
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <TimeRangePicker
          openingHours={template.openingHours}
          details={details}
          zone={zone}
          now={now}
          value={range}
          onChange={setRange}
          availability={availability}
          onViewChange={onViewChange}
        />
      </Paper>
      <Box
        aria-live="polite"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
        data-testid="period-summary"
      >
        <InfoChip
          icon={<EuroIcon aria-hidden />}
          filled={!!ok}
          testId="price-chip"
          label={
            ok
              ? t('screen.period.priceChip', { price: formatPrice(ok.priceToBePaid, i18n.language) })
              : loading
                ? t('screen.period.priceLoading')
                : t('screen.period.noPrice')
          }
        />
        <InfoChip
          icon={<DateRangeIcon aria-hidden />}
          testId="range-chip"
          label={
            ok
              ? t('screen.period.range', {
                  range: formatRange(ok.startTime, ok.endTime, i18n.language, zone, dateOnly),
                })
              : t('screen.period.noRange')
          }
        />
      </Box>
      {price.status === 'error' && (
        <Box sx={{ mb: 2 }}>
          <Notice severity="error">{errorText(t, i18n, price.error)}</Notice>
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          disabled={!ok || loading}
          onClick={next}
          data-testid="next-button"
          startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t(nextLabelKey(price))}
        </Button>
      </Box>
    </>
  );
}

export default function PeriodPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { template, isPending } = useTemplate(id);
  const styling = useStyling();
  const zone = styling.data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  // The heading paints first; the pickers (a month and a day's hours: many buttons) follow in
  // a second, interruptible render, so a slow phone shows the screen sooner and stays responsive.
  const showForm = useDeferredValue(true, false);
  return (
    <>
      {isPending || styling.isPending || !showForm ? (
        <Box sx={{ minHeight: '70vh' }}>
          <PageSpinner />
        </Box>
      ) : template ? (
        <PeriodForm key={template._id} template={template} zone={zone} />
      ) : (
        <Notice severity="error">{t('screen.period.templateNotFound')}</Notice>
      )}
    </>
  );
}
