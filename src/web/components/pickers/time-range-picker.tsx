import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import {
  endIsDerived,
  endOptions,
  isDayOrLonger,
  startGridOf,
  startOptions,
} from '../../../shared/domain/slots';
import { formatMoment } from '../../lib/period-format';
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
  /**
   * The compact short-term screen (ADR 040): a start or end chosen by the shortcuts
   * shows as a line of text with a button that opens its picker again.
   */
  startCollapsed?: boolean;
  endCollapsed?: boolean;
  onOpenStart?: () => void;
  onOpenEnd?: () => void;
  /** Under the start's heading: the "Jetzt" chip. */
  startActions?: ReactNode;
  /** Between start and end: the duration stepper. */
  between?: ReactNode;
  /** A line under the open end picker (why later ends are not offered). */
  endNote?: string;
}

/** A chosen instant as text, with a button that opens its picker (the compact screen). */
function ChosenInstant({
  id,
  label,
  text,
  openLabel,
  onOpen,
  actions,
}: {
  id: string;
  label: string;
  text: string;
  openLabel: string;
  onOpen?: () => void;
  actions?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-label`} data-testid={`${id}-chosen`} sx={{ mb: 2 }}>
      <Typography id={`${id}-label`} variant="h2" gutterBottom>
        {label}
      </Typography>
      {actions}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid={`${id}-value`}>
          {text}
        </Typography>
        <Button size="small" onClick={onOpen} data-testid={`${id}-open`}>
          {openLabel}
        </Button>
      </Box>
    </Box>
  );
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
  startCollapsed = false,
  endCollapsed = false,
  onOpenStart,
  onOpenEnd,
  startActions,
  between,
  endNote,
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
        ends
          .filter((p) => !periodHasPlace(availability, p.start, p.end, p.slot))
          .map((p) => p.displayEnd.getTime()),
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
        periodHasPlace(availability, p.start, p.end, p.slot) &&
        periodIsOpen(openingHours, p.start, p.end, details.stepDuration, zone),
    );
    const keep = next.some((p) => p.slotCount === value.slotCount) ? value.slotCount : null;
    onChange({ start, slotCount: derived ? (next[0]?.slotCount ?? null) : keep });
  }

  function pickEnd(end: Date | null) {
    const period = end && ends.find((p) => p.displayEnd.getTime() === end.getTime());
    onChange({ start: value.start, slotCount: period ? period.slotCount : null });
  }

  // What the start and end pickers share.
  const shared = { stepDuration: details.stepDuration, zone, now, dateOnly };
  const moment = (d: Date) => formatMoment(d, i18n.language, zone, now, dateOnly);
  return (
    <Box>
      {startCollapsed && value.start ? (
        <ChosenInstant
          id="start"
          label={t('screen.period.start')}
          text={moment(value.start)}
          openLabel={t('screen.period.chooseStart')}
          onOpen={onOpenStart}
          actions={startActions}
        />
      ) : (
        <InstantPicker
          id="start"
          label={t('screen.period.start')}
          options={starts}
          value={value.start}
          onChange={pickStart}
          {...shared}
          // Starts lie on their own grid: a month permit that starts on any day (ADR 048) picks
          // its day in the calendar, not among 30-day jumps.
          stepDuration={startGridOf(details)}
          isBookedOut={startBookedOut}
          onViewChange={onViewChange}
          actions={startActions}
        />
      )}
      {value.start && between}
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
              ? // A whole-day ticket ends at 23:59: say so.
                formatMoment(endPeriod.displayEnd, i18n.language, zone, now, false)
              : value.start
                ? '–'
                : t('screen.period.chooseStartFirst')}
          </Typography>
        </Box>
      ) : endCollapsed && endPeriod ? (
        <ChosenInstant
          id="end"
          label={t('screen.period.end')}
          text={moment(endPeriod.displayEnd)}
          openLabel={t('screen.period.chooseEnd')}
          onOpen={onOpenEnd}
        />
      ) : (
        <InstantPicker
          // A new start gives new end candidates: start the end picker afresh.
          key={value.start.getTime()}
          id="end"
          label={t('screen.period.end')}
          options={ends.map((p) => p.displayEnd)}
          value={endPeriod?.displayEnd ?? null}
          onChange={pickEnd}
          {...shared}
          isBookedOut={endBookedOut}
          note={endNote}
        />
      )}
    </Box>
  );
}
