import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { dayKey, formatDate, formatDateTime, formatTime } from '../../lib/format';

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
}

/** Label of one slot; today's slots are prefixed with 'today, ' (spec §2). */
export function slotLabel(
  instant: Date,
  opts: { zone: string; now: Date; dateOnly: boolean; language: string; today: string },
): string {
  const isToday = dayKey(instant, opts.zone) === dayKey(opts.now, opts.zone);
  if (isToday) {
    return opts.today + (opts.dateOnly ? formatDate(instant, opts.language, opts.zone) : formatTime(instant, opts.language, opts.zone));
  }
  return opts.dateOnly ? formatDate(instant, opts.language, opts.zone) : formatDateTime(instant, opts.language, opts.zone);
}

/** A short list of candidate instants as toggle buttons in rows of `columns`. */
export function SlotList({ labelId, options, value, onChange, columns, zone, now, dateOnly }: SlotListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(${Math.min(columns, 4)}, minmax(0, 1fr))`, md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {options.map((o) => {
        const selected = value?.getTime() === o.getTime();
        return (
          <ToggleButton
            key={o.getTime()}
            value={o.toISOString()}
            selected={selected}
            color="primary"
            onChange={() => onChange(o)}
            data-testid="slot-item"
            data-value={o.toISOString()}
            sx={{ textTransform: 'none', lineHeight: 1.3 }}
          >
            {slotLabel(o, { zone, now, dateOnly, language: i18n.language, today: t('picker.today') })}
          </ToggleButton>
        );
      })}
    </Box>
  );
}
