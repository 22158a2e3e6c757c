import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import { dayKey } from '../../lib/format';
import { formatClock, formatDay, formatMoment } from '../../lib/period-format';
import { useRovingFocus } from './use-roving-focus';
import { pickerButtonsSx, reasonKeys, type Unavailable } from './picker-buttons';

export interface SlotListProps {
  labelId: string;
  options: Date[];
  value: Date | null;
  onChange: (value: Date) => void;
  columns: number;
  zone: string;
  now: Date;
  /** Whole-day steps show dates only. */
  dateOnly: boolean;
  /** Starts whose places are all taken: shown, disabled, and labelled "booked out". */
  isBookedOut?: (instant: Date) => Unavailable;
}

/**
 * Label of one slot: today's slots are prefixed with 'today, ' (spec §2); days carry their
 * weekday and drop the current year ("heute, Mi 25.11.", "Do 26.11., 14:00").
 */
export function slotLabel(
  instant: Date,
  opts: { zone: string; now: Date; dateOnly: boolean; language: string; today: string },
): string {
  const isToday = dayKey(instant, opts.zone) === dayKey(opts.now, opts.zone);
  if (isToday) {
    return (
      opts.today +
      (opts.dateOnly
        ? formatDay(instant, opts.language, opts.zone, opts.now)
        : formatClock(instant, opts.language, opts.zone))
    );
  }
  return formatMoment(instant, opts.language, opts.zone, opts.now, opts.dateOnly);
}

/**
 * A short list of candidate instants as toggle buttons (aria-pressed) in rows of `columns`.
 * One tab stop; arrow keys move between the slots, Enter or Space picks one.
 */
export function SlotList({
  labelId,
  options,
  value,
  onChange,
  columns,
  zone,
  now,
  dateOnly,
  isBookedOut = () => false,
}: SlotListProps) {
  const { t, i18n } = useTranslation();
  const times = options.map((o) => o.getTime());
  const roving = useRovingFocus({
    items: times,
    isEnabled: (ms) => !isBookedOut(new Date(ms)),
    current: value?.getTime(),
  });
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={[
        pickerButtonsSx,
        {
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: `repeat(${Math.min(columns, 4)}, minmax(0, 1fr))`,
            md: `repeat(${columns}, minmax(0, 1fr))`,
          },
          '& .pick': { minHeight: 48, fontWeight: 500, overflowWrap: 'anywhere' },
        },
      ]}
    >
      {options.map((o) => {
        const selected = value?.getTime() === o.getTime();
        const booked = isBookedOut(o);
        const reason = t(reasonKeys(booked).title);
        return (
          <button
            key={o.getTime()}
            type="button"
            className="pick outlined"
            {...roving.itemProps(o.getTime())}
            onKeyDown={(e) => roving.onKeyDown(e, o.getTime())}
            aria-pressed={selected}
            disabled={!!booked}
            aria-disabled={!!booked}
            title={booked ? reason : undefined}
            onClick={() => onChange(o)}
            data-testid="slot-item"
            data-value={o.toISOString()}
            data-booked-out={booked || undefined}
          >
            {slotLabel(o, { zone, now, dateOnly, language: i18n.language, today: t('picker.today') })}
            {/* The reason in words, read as part of the button's name. */}
            {booked && <span className="booked-label">{reason}</span>}
          </button>
        );
      })}
    </Box>
  );
}
