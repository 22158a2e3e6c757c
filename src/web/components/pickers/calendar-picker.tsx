import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  dayKey,
  formatHour,
  formatLongDate,
  formatMonth,
  uses12Hour,
  weekdayNames,
  zonedParts,
} from '../../lib/format';
import {
  addDaysToKey,
  addMonths,
  compareMonths,
  monthOfKey,
  monthWeeks,
  utcOfKey,
  type MonthRef,
} from './calendar-dates';
import { TimeList } from './time-list';
import { pickerButtonsSx, reasonKeys, reasonOfAll, type Unavailable } from './picker-buttons';
import { visuallyHidden } from '../visually-hidden';

export interface CalendarPickerProps {
  /** Prefix of the ids inside (two pickers share a screen). */
  id?: string;
  labelId: string;
  options: Date[];
  value: Date | null;
  onChange: (value: Date | null) => void;
  zone: string;
  /** Step in seconds; below a day an hour and a minute list follow the calendar. */
  stepDuration: number;
  /** Candidates whose places are all taken: a day (hour, minute) of only such is disabled. */
  isBookedOut?: (instant: Date) => Unavailable;
  /** Told the month on show, so the screen can load its availability. */
  onViewChange?: (month: MonthRef) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const NEVER = () => false;

/** Where a key moves the focus in the calendar, or undefined for other keys (WAI-ARIA grid). */
function keyTarget(e: KeyboardEvent, k: string): { key: string; dir: 1 | -1 } | undefined {
  const { year, month, day } = { year: +k.slice(0, 4), month: +k.slice(5, 7), day: +k.slice(8, 10) };
  const weekday = (new Date(utcOfKey(k)).getUTCDay() + 6) % 7; // Monday 0
  const sameDayOfMonth = (m: MonthRef) => {
    const last = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
    return `${m.year}-${pad(m.month)}-${pad(Math.min(day, last))}`;
  };
  switch (e.key) {
    case 'ArrowLeft':
      return { key: addDaysToKey(k, -1), dir: -1 };
    case 'ArrowRight':
      return { key: addDaysToKey(k, 1), dir: 1 };
    case 'ArrowUp':
      return { key: addDaysToKey(k, -7), dir: -1 };
    case 'ArrowDown':
      return { key: addDaysToKey(k, 7), dir: 1 };
    case 'Home':
      return { key: addDaysToKey(k, -weekday), dir: 1 };
    case 'End':
      return { key: addDaysToKey(k, 6 - weekday), dir: -1 };
    case 'PageUp':
      return { key: sameDayOfMonth(addMonths({ year, month }, e.shiftKey ? -12 : -1)), dir: -1 };
    case 'PageDown':
      return { key: sameDayOfMonth(addMonths({ year, month }, e.shiftKey ? 12 : 1)), dir: 1 };
    default:
      return undefined;
  }
}

/**
 * A month calendar following the WAI-ARIA date grid: weeks start on Monday, days without a
 * candidate are disabled, one tab stop (roving tabindex), arrow keys move by day and week, Home
 * and End to the week's ends, Page Up/Down by month (with Shift by year), Enter or Space picks.
 * For sub-day steps hour and minute lists follow (with AM/PM where the language reads 12 hours).
 */
export function CalendarPicker({
  id = 'calendar',
  labelId,
  options,
  value,
  onChange,
  zone,
  stepDuration,
  isBookedOut = NEVER,
  onViewChange,
}: CalendarPickerProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const withTime = stepDuration < 86_400;

  const byDay = useMemo(() => {
    const map = new Map<string, Date[]>();
    for (const o of options) {
      const k = dayKey(o, zone);
      const list = map.get(k);
      if (list) list.push(o);
      else map.set(k, [o]);
    }
    return map;
  }, [options, zone]);
  const dayKeys = useMemo(() => [...byDay.keys()].sort(), [byDay]);
  const firstKey = dayKeys[0];
  const lastKey = dayKeys[dayKeys.length - 1];
  const fullDays = useMemo(
    () => new Set(dayKeys.filter((k) => byDay.get(k)!.every(isBookedOut))),
    [byDay, dayKeys, isBookedOut],
  );
  const dayReason = (k: string) => reasonOfAll(byDay.get(k) ?? [], isBookedOut);
  /** A day with a start that can still be booked. */
  const pickable = (k: string | null): k is string => !!k && byDay.has(k) && !fullDays.has(k);

  const valueKey = value ? dayKey(value, zone) : null;
  // With time lists, the first bookable day is open from the start so its hours show at once.
  const [selectedDay, setSelectedDay] = useState<string | null>(
    valueKey ?? (withTime ? (dayKeys.find(pickable) ?? firstKey ?? null) : null),
  );
  const [view, setView] = useState<MonthRef>(() => monthOfKey(valueKey ?? firstKey));
  useEffect(() => onViewChange?.(view), [view, onViewChange]);
  const [focusKey, setFocusKey] = useState<string | null>(valueKey);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (pendingFocus.current) {
      buttons.current.get(pendingFocus.current)?.focus();
      pendingFocus.current = null;
    }
  });

  const weekdays = weekdayNames(lang);
  const weeks = monthWeeks(view);
  const inView = (k: string | null): k is string => !!k && compareMonths(monthOfKey(k), view) === 0;
  const tabbable =
    (inView(focusKey) && pickable(focusKey) && focusKey) ||
    (inView(selectedDay) && pickable(selectedDay) && selectedDay) ||
    weeks.flat().find(pickable) ||
    null;
  const bookedInView = weeks.flat().some((k) => k && byDay.get(k)?.some(isBookedOut));

  const canPrev = firstKey !== undefined && compareMonths(view, monthOfKey(firstKey)) > 0;
  const canNext = lastKey !== undefined && compareMonths(view, monthOfKey(lastKey)) < 0;

  function pickDay(k: string) {
    setSelectedDay(k);
    setFocusKey(k);
    const day = byDay.get(k) ?? [];
    if (!withTime) {
      onChange(day[0] ?? null);
      return;
    }
    // Keep the chosen time of day when it exists on the new day.
    const cur = value ? zonedParts(value, zone) : null;
    const same =
      cur &&
      day.find((o) => {
        const p = zonedParts(o, zone);
        return p.hour === cur.hour && p.minute === cur.minute && !isBookedOut(o);
      });
    onChange(same ?? null);
  }

  function onDayKey(e: KeyboardEvent, k: string) {
    const move = keyTarget(e, k);
    if (!move || !firstKey) return;
    e.preventDefault();
    let target = move.key;
    if (target < firstKey) target = firstKey;
    if (target > lastKey) target = lastKey;
    // Out-of-bound days are disabled: go on to the next day that can be picked.
    while (target >= firstKey && target <= lastKey && !pickable(target))
      target = addDaysToKey(target, move.dir);
    if (!pickable(target)) {
      target = k;
    }
    setFocusKey(target);
    setView(monthOfKey(target));
    pendingFocus.current = target;
  }

  const dayParts = useMemo(
    () =>
      selectedDay
        ? (byDay.get(selectedDay) ?? []).map((o) => ({ o, booked: isBookedOut(o), ...zonedParts(o, zone) }))
        : [],
    [byDay, selectedDay, zone, isBookedOut],
  );
  const chosen = value && valueKey === selectedDay ? zonedParts(value, zone) : null;
  const minuteValues =
    stepDuration < 3600
      ? Array.from({ length: 3600 / stepDuration }, (_, i) => (i * stepDuration) / 60)
      : [0];

  function pickHour(h: number) {
    const inHour = dayParts.filter((p) => p.hour === h && !p.booked);
    const keep = inHour.find((p) => p.minute === chosen?.minute);
    onChange((keep ?? inHour[0])?.o ?? null);
  }

  function pickMinute(m: number) {
    const hit = dayParts.find((p) => p.hour === chosen?.hour && p.minute === m && !p.booked);
    if (hit) onChange(hit.o);
  }

  // 12-hour languages pick the half of the day first, then one of its twelve hours.
  const twelve = uses12Hour(lang);
  const hourEnabled = (h: number) => dayParts.some((p) => p.hour === h);
  const hourBookedOut = (h: number) =>
    reasonOfAll(
      dayParts.filter((p) => p.hour === h),
      (p) => p.booked,
    );
  const firstHour = dayParts[0]?.hour ?? 0;
  const [halfChoice, setHalfChoice] = useState<0 | 1 | null>(null);
  const half: 0 | 1 = chosen ? (chosen.hour < 12 ? 0 : 1) : (halfChoice ?? (firstHour < 12 ? 0 : 1));
  const hourValues = twelve
    ? Array.from({ length: 12 }, (_, i) => half * 12 + i)
    : Array.from({ length: 24 }, (_, h) => h);

  const cell = { width: 44, height: 44 };
  const helpId = `${id}-help`;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ width: 7 * 44 + 14, maxWidth: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton
            onClick={() => setView((v) => addMonths(v, -1))}
            disabled={!canPrev}
            aria-label={t('picker.prevMonth')}
            data-testid="calendar-prev"
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography
            id={`${id}-month`}
            component="p"
            aria-live="polite"
            sx={{ fontWeight: 600 }}
            data-testid="calendar-month"
          >
            {formatMonth(view.year, view.month, lang)}
          </Typography>
          <IconButton
            onClick={() => setView((v) => addMonths(v, 1))}
            disabled={!canNext}
            aria-label={t('picker.nextMonth')}
            data-testid="calendar-next"
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Typography id={helpId} sx={visuallyHidden}>
          {t('picker.calendarHelp')}
        </Typography>
        <Box
          role="grid"
          aria-labelledby={`${labelId} ${id}-month`}
          aria-describedby={helpId}
          sx={[pickerButtonsSx, { display: 'grid', gap: '2px' }]}
        >
          <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 44px)', gap: '2px' }}>
            {weekdays.map((w) => (
              <Box
                role="columnheader"
                key={w.long}
                aria-label={w.long}
                sx={{
                  ...cell,
                  height: 32,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: '0.8rem',
                  fontWeight: 500,
                  color: 'text.secondary',
                }}
                data-testid="weekday"
              >
                {w.short}
              </Box>
            ))}
          </Box>
          {weeks.map((week, wi) => (
            <Box
              role="row"
              key={wi}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 44px)', gap: '2px' }}
            >
              {week.map((k, di) =>
                k ? (
                  <button
                    key={k}
                    type="button"
                    className={fullDays.has(k) ? 'pick round booked' : 'pick round'}
                    ref={(el: HTMLButtonElement | null) => {
                      if (el) buttons.current.set(k, el);
                      else buttons.current.delete(k);
                    }}
                    role="gridcell"
                    disabled={!pickable(k)}
                    aria-disabled={!pickable(k)}
                    tabIndex={k === tabbable ? 0 : -1}
                    aria-label={
                      fullDays.has(k)
                        ? t(reasonKeys(dayReason(k)).withLabel, {
                            label: formatLongDate(utcOfKey(k), lang, 'UTC'),
                          })
                        : formatLongDate(utcOfKey(k), lang, 'UTC')
                    }
                    title={fullDays.has(k) ? t(reasonKeys(dayReason(k)).title) : undefined}
                    data-booked-out={fullDays.has(k) || undefined}
                    aria-selected={selectedDay === k}
                    data-testid="calendar-day"
                    data-date={k}
                    onClick={() => pickDay(k)}
                    onKeyDown={(e) => onDayKey(e, k)}
                    onFocus={() => setFocusKey(k)}
                  >
                    {Number(k.slice(8))}
                  </button>
                ) : (
                  <Box role="gridcell" key={`pad-${di}`} sx={cell} />
                ),
              )}
            </Box>
          ))}
        </Box>
        {bookedInView && (
          <Typography
            variant="caption"
            sx={{ display: 'block', mt: 1, color: 'text.secondary' }}
            data-testid="booked-out-hint"
          >
            {t('picker.bookedOutHint')}
          </Typography>
        )}
      </Box>
      {withTime && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          {twelve && (
            <TimeList
              id={`${id}-dayperiod`}
              title={t('picker.dayPeriod')}
              values={[0, 1]}
              enabled={(v) => dayParts.some((p) => (p.hour < 12 ? 0 : 1) === v)}
              selected={half}
              label={(v) => (v === 0 ? t('picker.am') : t('picker.pm'))}
              text={(v) => (v === 0 ? t('picker.am') : t('picker.pm'))}
              testId={(v) => (v === 0 ? 'dayperiod-am' : 'dayperiod-pm')}
              onPick={(v) => {
                setHalfChoice(v as 0 | 1);
                if (chosen && (chosen.hour < 12 ? 0 : 1) !== v) onChange(null);
              }}
            />
          )}
          <TimeList
            id={`${id}-hours`}
            title={t('picker.hour')}
            values={hourValues}
            enabled={hourEnabled}
            bookedOut={hourBookedOut}
            selected={chosen?.hour}
            label={(h) => t('picker.hourLabel', { hour: formatHour(h, lang) })}
            text={(h) => (twelve ? String(h % 12 || 12) : pad(h))}
            testId={(h) => `hour-${pad(h)}`}
            onPick={pickHour}
            hint={selectedDay ? undefined : t('picker.chooseDay')}
          />
          {/* A grid of whole hours (or longer) has one minute, 00: a row with a single choice
              only costs height. */}
          {minuteValues.length > 1 && (
            <TimeList
              id={`${id}-minutes`}
              title={t('picker.minute')}
              values={minuteValues}
              enabled={(m) => !!chosen && dayParts.some((p) => p.hour === chosen.hour && p.minute === m)}
              bookedOut={(m) =>
                dayParts.find((p) => p.hour === chosen?.hour && p.minute === m && p.booked)?.booked ?? false
              }
              selected={chosen?.minute}
              label={(m) => t('picker.minuteLabel', { minute: pad(m) })}
              text={pad}
              testId={(m) => `minute-${pad(m)}`}
              onPick={pickMinute}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
