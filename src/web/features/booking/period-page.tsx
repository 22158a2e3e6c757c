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
import {
  endIsDerived,
  endOptions,
  isDayOrLonger,
  nowStart,
  startOptions,
} from '../../../shared/domain/slots';
import { periodIsOpen } from '../../../shared/domain/opening-hours';
import { periodHasPlace } from '../../../shared/domain/availability';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import RemoveIcon from '@mui/icons-material/Remove';
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
import { formatPrice } from '../../lib/format';
import { durationText } from './period-product';
import { formatRange } from '../../lib/period-format';
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
  const start = new Date(stored.startTime);
  // A start the grid offers, or one from now (ADR 052, off the grid) while the server takes it.
  const ends = endOptions(d, start, now, zone);
  const fromNow = ends.length > 0 && ends[0].slot.getTime() !== start.getTime();
  if (!fromNow && !startOptions(d, now, zone).some((s) => s.getTime() === start.getTime())) return empty;
  return { start, slotCount: ends.some((p) => p.slotCount === stored.slotCount) ? stored.slotCount : null };
}

/** Label of the Next button per price state (spec §4). */
export function nextLabelKey(price: PriceState): string {
  if (price.status === 'bookedOut') return 'screen.period.bookedOut';
  if (price.status === 'error') return 'screen.period.priceError';
  return 'general.next';
}

/** Why the stay cannot be one step longer (a disabled choice says why). */
type LongerRefusal = 'max' | 'window' | 'closed' | 'bookedOut' | null;
const LONGER_REFUSAL_KEYS = {
  max: 'screen.period.longerMax',
  window: 'screen.period.longerWindow',
  closed: 'screen.period.longerClosed',
  bookedOut: 'screen.period.longerBookedOut',
} as const;

export function PeriodForm({ template, zone }: { template: PermissionTemplate; zone: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // "Jetzt" takes the clock afresh (a visitor may have read the page for a while).
  const [now, setNow] = useState(() => new Date());
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

  // Parking-app shortcuts for steps shorter than a day (ADR 040): park from now, and lengthen or
  // shorten the stay a step at a time; the end follows at once, the price after the debounce.
  // A start or end chosen so shows as a line of text, its picker one tap away.
  const quick = !dateOnly && !endIsDerived(details);
  // A restored booking from now shows as text, as "Jetzt" left it: the grid does not hold it.
  const [restoredNow] = useState(() => {
    const first = range.start ? endOptions(details, range.start, now, zone)[0] : undefined;
    return !!first && first.slot.getTime() !== first.start.getTime();
  });
  const [startOpen, setStartOpen] = useState(!restoredNow);
  const [endOpen, setEndOpen] = useState(!restoredNow);
  const bookable = (p: { start: Date; end: Date; slot: Date }) =>
    periodIsOpen(template.openingHours, p.start, p.end, details.stepDuration, zone) &&
    periodHasPlace(availability, p.start, p.end, p.slot);
  // "Jetzt" starts at the current minute and runs whole steps from there (ADR 052): the time
  // already gone of the current slot is never sold.
  const nowPeriods = useMemo(
    () => (quick ? endOptions(details, nowStart(now), now, zone) : []),
    [quick, details, now, zone],
  );
  const nowPeriod = nowPeriods[0];
  const nowOpen =
    !!nowPeriod &&
    periodIsOpen(template.openingHours, nowPeriod.start, nowPeriod.end, details.stepDuration, zone);
  const nowFree = !!nowPeriod && periodHasPlace(availability, nowPeriod.start, nowPeriod.end, nowPeriod.slot);
  const ends = useMemo(
    () => (range.start ? endOptions(details, range.start, now, zone) : []),
    [details, range.start, now, zone],
  );
  const maxSlots = details.maxDuration / details.stepDuration;
  const minSlots = details.minDuration / details.stepDuration;
  const longerCount = range.slotCount ? range.slotCount + 1 : minSlots;
  const longer = ends.find((p) => p.slotCount === longerCount);
  const shorter = range.slotCount ? ends.find((p) => p.slotCount === range.slotCount! - 1) : undefined;
  const longerRefusal: LongerRefusal = !range.start
    ? null
    : !longer
      ? longerCount > maxSlots
        ? 'max'
        : 'window'
      : !periodIsOpen(template.openingHours, longer.start, longer.end, details.stepDuration, zone)
        ? 'closed'
        : !periodHasPlace(availability, longer.start, longer.end, longer.slot)
          ? 'bookedOut'
          : null;
  const step = durationText(t, details.stepDuration);
  const stepLabel =
    details.stepDuration < 3600
      ? t('screen.period.plusMinutes', { count: details.stepDuration / 60 })
      : t('screen.period.plusHours', { count: details.stepDuration / 3600 });

  function parkNow() {
    if (!nowPeriod) return;
    const fresh = new Date();
    const periods = endOptions(details, nowStart(fresh), fresh, zone);
    if (periods.length === 0) return;
    setNow(fresh);
    // Keep a duration already chosen when it fits from now; else the shortest stay.
    const keep = periods.find((p) => p.slotCount === range.slotCount && bookable(p));
    setRange({ start: periods[0].start, slotCount: keep?.slotCount ?? periods[0].slotCount });
    setStartOpen(false);
    setEndOpen(false);
  }

  function setDuration(p: { start: Date; slotCount: number } | undefined) {
    if (!p) return;
    setRange({ start: p.start, slotCount: p.slotCount });
    setEndOpen(false);
  }

  function next() {
    if (!ok || !request) return;
    writeSession('selection', { ...request, endTime: ok.endTime, priceResponse: ok });
    navigate(`/data/${template._id}`);
  }

  const nowChip = quick && (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} data-testid="quick-picks">
      <Chip
        color="primary"
        variant={range.start && range.start.getTime() === nowPeriod?.start.getTime() ? 'filled' : 'outlined'}
        label={
          !nowOpen
            ? t('screen.period.nowClosed')
            : !nowFree
              ? t('screen.period.nowBookedOut')
              : t('screen.period.now')
        }
        disabled={!nowOpen || !nowFree}
        data-testid="now-chip"
        onClick={parkNow}
      />
    </Box>
  );
  const stepper = quick && (
    <Box component="section" aria-labelledby="duration-label" sx={{ mb: 2 }} data-testid="duration">
      <Typography id="duration-label" variant="h2" gutterBottom>
        {t('screen.period.duration')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <IconButton
          color="primary"
          sx={{ border: 1, borderColor: 'divider' }}
          disabled={!shorter}
          aria-label={t('screen.period.shorter', { step })}
          data-testid="shorter-button"
          onClick={() => setDuration(shorter)}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          sx={{ fontWeight: 600, minWidth: '4.5em', textAlign: 'center' }}
          data-testid="duration-value"
        >
          {range.slotCount ? durationText(t, range.slotCount * details.stepDuration) : '–'}
        </Typography>
        <Chip
          color="primary"
          variant="outlined"
          label={stepLabel}
          disabled={!!longerRefusal}
          aria-describedby={longerRefusal ? 'longer-refusal' : undefined}
          data-testid="longer-chip"
          onClick={() => setDuration(longer)}
        />
      </Box>
      {longerRefusal && (
        <Typography
          id="longer-refusal"
          variant="caption"
          component="p"
          sx={{ mt: 0.5, color: 'text.secondary' }}
          data-testid="longer-refusal"
        >
          {t(LONGER_REFUSAL_KEYS[longerRefusal], { duration: durationText(t, details.maxDuration) })}
        </Typography>
      )}
    </Box>
  );

  return (
    <>
      {/* On a phone the bar with the price and Next sticks to the bottom: keyboard focus scrolled
          into view must not end up behind it (WCAG 2.4.11). */}
      <GlobalStyles
        styles={(theme) => ({ html: { [theme.breakpoints.down('sm')]: { scrollPaddingBottom: 96 } } })}
      />
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
          startCollapsed={quick && !startOpen}
          endCollapsed={quick && !endOpen}
          onOpenStart={() => setStartOpen(true)}
          onOpenEnd={() => setEndOpen(true)}
          startActions={nowChip}
          between={stepper}
          endNote={
            quick ? t('screen.period.endHint', { duration: durationText(t, details.maxDuration) }) : undefined
          }
        />
      </Paper>
      <Box aria-live="polite" sx={{ mb: 2 }} data-testid="period-summary">
        <InfoChip
          icon={<DateRangeIcon aria-hidden />}
          testId="range-chip"
          label={
            ok
              ? t('screen.period.range', {
                  range: formatRange(ok.startTime, ok.endTime, i18n.language, zone, dateOnly, now),
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
      {/* The total and the main button: a bar stuck to the bottom of a phone's screen.
          Sticky, not fixed: at the end of the form it rests in place and covers nothing. */}
      <Box
        data-testid="period-bar"
        sx={{
          position: { xs: 'sticky', sm: 'static' },
          bottom: 0,
          zIndex: 2,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          py: { xs: 1.5, sm: 0 },
          bgcolor: { xs: 'background.paper', sm: 'transparent' },
          borderTop: { xs: 1, sm: 0 },
          borderColor: 'divider',
          boxShadow: { xs: '0 -4px 12px rgba(0, 0, 0, 0.12)', sm: 'none' },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box aria-live="polite">
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
        </Box>
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
