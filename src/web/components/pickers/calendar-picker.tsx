import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { dayKey, localeOf, zonedParts } from '../../lib/format';
import {
  addDaysToKey,
  addMonths,
  compareMonths,
  monthOfKey,
  monthWeeks,
  utcOfKey,
  type MonthRef,
} from './calendar-dates';

export interface CalendarPickerProps {
  labelId: string;
  options: Date[];
  value: Date | null;
  onChange: (value: Date | null) => void;
  zone: string;
  /** Step in seconds; below a day an hour and a minute list follow the calendar. */
  stepDuration: number;
}

const KEY_DELTAS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A month calendar (weeks start on Monday; days without a candidate are disabled; arrow keys move
 * between days), followed for sub-day steps by hour and minute lists.
 */
export function CalendarPicker({ labelId, options, value, onChange, zone, stepDuration }: CalendarPickerProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
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

  const valueKey = value ? dayKey(value, zone) : null;
  // With time lists, the first bookable day is open from the start so its hours show at once.
  const [selectedDay, setSelectedDay] = useState<string | null>(valueKey ?? (withTime ? (firstKey ?? null) : null));
  const [view, setView] = useState<MonthRef>(() => monthOfKey(valueKey ?? firstKey));
  const [focusKey, setFocusKey] = useState<string | null>(valueKey);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (pendingFocus.current) {
      buttons.current.get(pendingFocus.current)?.focus();
      pendingFocus.current = null;
    }
  });

  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(view.year, view.month - 1, 1),
  );
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weeks = monthWeeks(view);
  const inView = (k: string | null): k is string => !!k && compareMonths(monthOfKey(k), view) === 0;
  const tabbable =
    (inView(focusKey) && byDay.has(focusKey) && focusKey) ||
    (inView(selectedDay) && selectedDay) ||
    weeks.flat().find((k) => k && byDay.has(k)) ||
    null;

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
    const same = cur && day.find((o) => {
      const p = zonedParts(o, zone);
      return p.hour === cur.hour && p.minute === cur.minute;
    });
    onChange(same ?? null);
  }

  function onDayKey(e: KeyboardEvent, k: string) {
    let delta = KEY_DELTAS[e.key];
    if (e.key === 'PageUp') delta = -28;
    if (e.key === 'PageDown') delta = 28;
    if (delta === undefined || !firstKey) return;
    e.preventDefault();
    const dir = Math.sign(delta);
    let target = addDaysToKey(k, delta);
    while (target >= firstKey && target <= lastKey && !byDay.has(target)) target = addDaysToKey(target, dir);
    if (target < firstKey || target > lastKey) return;
    setFocusKey(target);
    setView(monthOfKey(target));
    pendingFocus.current = target;
  }

  const dayParts = useMemo(
    () => (selectedDay ? (byDay.get(selectedDay) ?? []).map((o) => ({ o, ...zonedParts(o, zone) })) : []),
    [byDay, selectedDay, zone],
  );
  const chosen = value && valueKey === selectedDay ? zonedParts(value, zone) : null;
  const minuteValues = stepDuration < 3600 ? Array.from({ length: 3600 / stepDuration }, (_, i) => (i * stepDuration) / 60) : [0];

  function pickHour(h: number) {
    const inHour = dayParts.filter((p) => p.hour === h);
    const keep = inHour.find((p) => p.minute === chosen?.minute);
    onChange((keep ?? inHour[0])?.o ?? null);
  }

  function pickMinute(m: number) {
    const hit = dayParts.find((p) => p.hour === chosen?.hour && p.minute === m);
    if (hit) onChange(hit.o);
  }

  const cell = { width: 44, height: 44 };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ width: 7 * 44 + 12 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton
            onClick={() => setView((v) => addMonths(v, -1))}
            disabled={!canPrev}
            aria-label={t('picker.prevMonth')}
            data-testid="calendar-prev"
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="p" aria-live="polite" sx={{ fontWeight: 600 }} data-testid="calendar-month">
            {monthTitle}
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
        <Box component="table" role="grid" aria-labelledby={labelId} sx={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {Array.from({ length: 7 }, (_, i) => {
                const d = Date.UTC(2024, 0, 1 + i); // 2024-01-01 was a Monday
                return (
                  <Box
                    component="th"
                    key={i}
                    scope="col"
                    abbr={weekdayLong.format(d)}
                    sx={{ ...cell, height: 32, fontSize: '0.8rem', fontWeight: 500, color: 'text.secondary' }}
                    data-testid="weekday"
                  >
                    {weekdayShort.format(d)}
                  </Box>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, wi) => (
              <tr key={wi}>
                {week.map((k, di) => (
                  <Box component="td" key={k ?? `pad-${di}`} sx={{ p: '1px', textAlign: 'center' }}>
                    {k && (
                      <Button
                        ref={(el: HTMLButtonElement | null) => {
                          if (el) buttons.current.set(k, el);
                          else buttons.current.delete(k);
                        }}
                        variant={selectedDay === k ? 'contained' : 'text'}
                        disabled={!byDay.has(k)}
                        tabIndex={k === tabbable ? 0 : -1}
                        aria-label={fullDate.format(utcOfKey(k))}
                        aria-pressed={selectedDay === k}
                        data-testid="calendar-day"
                        data-date={k}
                        onClick={() => pickDay(k)}
                        onKeyDown={(e) => onDayKey(e, k)}
                        sx={{ minWidth: 0, ...cell, p: 0, borderRadius: '50%' }}
                      >
                        {Number(k.slice(8))}
                      </Button>
                    )}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {withTime && (
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TimeList
            title={t('picker.hour')}
            values={Array.from({ length: 24 }, (_, h) => h)}
            enabled={(h) => dayParts.some((p) => p.hour === h)}
            selected={chosen?.hour}
            label={(h) => t('picker.hourLabel', { hour: pad(h) })}
            testId={(h) => `hour-${pad(h)}`}
            onPick={pickHour}
            hint={selectedDay ? undefined : t('picker.chooseDay')}
          />
          <TimeList
            title={t('picker.minute')}
            values={minuteValues}
            enabled={(m) => !!chosen && dayParts.some((p) => p.hour === chosen.hour && p.minute === m)}
            selected={chosen?.minute}
            label={(m) => t('picker.minuteLabel', { minute: pad(m) })}
            testId={(m) => `minute-${pad(m)}`}
            onPick={pickMinute}
          />
        </Box>
      )}
    </Box>
  );
}

function TimeList({
  title,
  values,
  enabled,
  selected,
  label,
  testId,
  onPick,
  hint,
}: {
  title: string;
  values: number[];
  enabled: (v: number) => boolean;
  selected: number | undefined;
  label: (v: number) => string;
  testId: (v: number) => string;
  onPick: (v: number) => void;
  hint?: string;
}) {
  return (
    <Box role="group" aria-label={title} sx={{ width: 84 }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 1, textAlign: 'center' }}>
        {title}
      </Typography>
      <Box sx={{ maxHeight: 300, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 0.5, px: 0.5 }}>
        {values.map((v) => (
          <Button
            key={v}
            variant={selected === v ? 'contained' : 'text'}
            disabled={!enabled(v)}
            aria-pressed={selected === v}
            aria-label={label(v)}
            data-testid={testId(v)}
            onClick={() => onPick(v)}
            sx={{ minWidth: 0, flexShrink: 0 }}
          >
            {pad(v)}
          </Button>
        ))}
      </Box>
      {hint && (
        <Typography variant="caption" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
