import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OpeningHours, ReservationSlotDetails } from '../../../shared/schemas/booking';
import { periodIsOpen } from '../../../shared/domain/opening-hours';
import { addDuration } from '../../../shared/domain/time';
import type { Unavailable } from './picker-buttons';
import {
  bookedOutStarts,
  periodHasPlace,
  UNLIMITED,
  type Availability,
} from '../../../shared/domain/availability';
import { endIsDerived, endOptions, isDayOrLonger, startOptions } from '../../../shared/domain/slots';
import { formatInstant } from '../../lib/format';
import { InstantPicker, type InstantPickerProps } from './instant-picker';

export interface TimeRange {
  start: Date | null;
  slotCount: number | null;
}

export interface TimeRangePickerProps {
  details: ReservationSlotDetails;
  zone: string;
  now: Date;
  value: TimeRange;
  onChange: (value: TimeRange) => void;
  /** Free places per slot: booked-out starts, and ends that would cross a full slot, are disabled. */
  availability?: Availability;
  /** The start calendar's month on show. */
  onViewChange?: InstantPickerProps['onViewChange'];
  /** The car park's opening hours (ADR 040): closed starts and ends are disabled, named so. */
  openingHours?: OpeningHours;
}

/**
 * Start and end of a booking (spec §4): with minDuration = maxDuration only the start is chosen
 * and the end is derived; otherwise the end picker stays disabled until a start is chosen.
 */
export function TimeRangePicker({
  details,
  zone,
  now,
  value,
  onChange,
  availability = UNLIMITED,
  onViewChange,
  openingHours,
}: TimeRangePickerProps) {
  const { t, i18n } = useTranslation();
  const dateOnly = isDayOrLonger(details.stepDuration);
  const derived = endIsDerived(details);
  const starts = useMemo(() => startOptions(details, now, zone), [details, now, zone]);
  const ends = useMemo(
    () => (value.start ? endOptions(details, value.start, now, zone) : []),
    [details, now, zone, value.start],
  );
  const endPeriod = ends.find((p) => p.slotCount === value.slotCount) ?? null;
  const fullStarts = useMemo(
    () => bookedOutStarts(availability, details, starts, now, zone),
    [availability, details, starts, now, zone],
  );
  // A start is closed when even its shortest period reaches a closed time.
  const closedStarts = useMemo(
    () =>
      new Set(
        openingHours
          ? starts
              .filter(
                (s) =>
                  !periodIsOpen(
                    openingHours,
                    s,
                    addDuration(s, details.minDuration, zone),
                    details.stepDuration,
                    zone,
                  ),
              )
              .map((s) => s.getTime())
          : [],
      ),
    [openingHours, starts, details, zone],
  );
  const startBookedOut = useCallback(
    (d: Date): Unavailable => (closedStarts.has(d.getTime()) ? 'closed' : fullStarts.has(d.getTime())),
    [fullStarts, closedStarts],
  );
  // The server counts every booking overlapping the period, so an end is open only while the
  // whole period has a place (domain/availability.ts); longer periods after a refused one are too.
  const fullEnds = useMemo(
    () =>
      new Set(
        ends.filter((p) => !periodHasPlace(availability, p.start, p.end)).map((p) => p.displayEnd.getTime()),
      ),
    [availability, ends],
  );
  const closedEnds = useMemo(
    () =>
      new Set(
        ends
          .filter((p) => !periodIsOpen(openingHours, p.start, p.end, details.stepDuration, zone))
          .map((p) => p.displayEnd.getTime()),
      ),
    [openingHours, ends, details.stepDuration, zone],
  );
  const endBookedOut = useCallback(
    (d: Date): Unavailable => (closedEnds.has(d.getTime()) ? 'closed' : fullEnds.has(d.getTime())),
    [fullEnds, closedEnds],
  );

  if (starts.length === 0) return <Alert severity="info">{t('screen.period.noOptions')}</Alert>;

  function pickStart(start: Date | null) {
    if (!start) {
      onChange({ start: null, slotCount: derived ? null : value.slotCount });
      return;
    }
    const next = endOptions(details, start, now, zone).filter(
      (p) =>
        periodHasPlace(availability, p.start, p.end) &&
        periodIsOpen(openingHours, p.start, p.end, details.stepDuration, zone),
    );
    const keep = next.some((p) => p.slotCount === value.slotCount) ? value.slotCount : null;
    onChange({ start, slotCount: derived ? (next[0]?.slotCount ?? null) : keep });
  }

  function pickEnd(end: Date | null) {
    const period = end && ends.find((p) => p.displayEnd.getTime() === end.getTime());
    onChange({ start: value.start, slotCount: period ? period.slotCount : null });
  }

  return (
    <Box>
      <InstantPicker
        id="start"
        label={t('screen.period.start')}
        options={starts}
        value={value.start}
        onChange={pickStart}
        stepDuration={details.stepDuration}
        zone={zone}
        now={now}
        dateOnly={dateOnly}
        isBookedOut={startBookedOut}
        onViewChange={onViewChange}
      />
      {derived || !value.start ? (
        // The end as text: derived from the start, or not open until a start is chosen (spec §4).
        <Box component="section" aria-labelledby="end-label" data-testid="end-picker" sx={{ mb: 3 }}>
          <Typography id="end-label" variant="h2" gutterBottom>
            {derived ? t('screen.period.endDerived') : t('screen.period.end')}
          </Typography>
          <Typography
            data-testid="end-derived"
            sx={{ color: endPeriod ? 'text.primary' : 'text.secondary', fontWeight: endPeriod ? 600 : 400 }}
          >
            {endPeriod
              ? formatInstant(endPeriod.displayEnd, i18n.language, zone, dateOnly)
              : value.start
                ? '–'
                : t('screen.period.chooseStartFirst')}
          </Typography>
        </Box>
      ) : (
        <InstantPicker
          // A new start gives new end candidates: start the end picker afresh.
          key={value.start.getTime()}
          id="end"
          label={t('screen.period.end')}
          options={ends.map((p) => p.displayEnd)}
          value={endPeriod?.displayEnd ?? null}
          onChange={pickEnd}
          stepDuration={details.stepDuration}
          zone={zone}
          now={now}
          dateOnly={dateOnly}
          isBookedOut={endBookedOut}
        />
      )}
    </Box>
  );
}
