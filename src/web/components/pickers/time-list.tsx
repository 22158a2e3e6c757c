import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRovingFocus } from './use-roving-focus';
import { pickerButtonsSx, reasonKeys, type Unavailable } from './picker-buttons';

export interface TimeListProps {
  id: string;
  title: string;
  values: number[];
  enabled: (v: number) => boolean;
  selected: number | undefined;
  /** What a screen reader reads for a value ("14 Uhr", "2 PM"). */
  label: (v: number) => string;
  /** What the button shows ("14", "2"). */
  text: (v: number) => string;
  testId: (v: number) => string;
  onPick: (v: number) => void;
  hint?: string;
  /** Buttons per row; Up and Down move by a row. */
  columns?: number;
  /** Values disabled because every start in them is booked out (struck through, named so). */
  bookedOut?: (v: number) => Unavailable;
}

/**
 * A list of hours, minutes or halves of the day as toggle buttons (aria-pressed) in rows of
 * `columns`, so it stays low (spec §9: limited height for sub-day steps); out-of-bound values are
 * disabled. One tab stop, arrow keys move, Enter or Space picks.
 */
export function TimeList({
  id,
  title,
  values,
  enabled,
  selected,
  label,
  text,
  testId,
  onPick,
  hint,
  columns = 6,
  bookedOut = () => false,
}: TimeListProps) {
  const { t } = useTranslation();
  const cols = Math.min(columns, values.length);
  const pickable = (v: number) => enabled(v) && !bookedOut(v);
  const roving = useRovingFocus({ items: values, isEnabled: pickable, current: selected, columns: cols });
  const titleId = `${id}-title`;
  return (
    <Box>
      <Typography id={titleId} component="p" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        role="group"
        aria-labelledby={titleId}
        data-testid={id}
        sx={[
          pickerButtonsSx,
          { display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(48px, auto))`, gap: 0.5 },
        ]}
      >
        {values.map((v) => {
          const booked = enabled(v) && bookedOut(v);
          const keys = reasonKeys(booked);
          return (
            <button
              key={v}
              type="button"
              className={booked ? 'pick booked' : 'pick'}
              {...roving.itemProps(v)}
              onKeyDown={(e) => roving.onKeyDown(e, v)}
              disabled={!pickable(v)}
              aria-disabled={!pickable(v)}
              aria-pressed={selected === v}
              aria-label={booked ? t(keys.withLabel, { label: label(v) }) : label(v)}
              title={booked ? t(keys.title) : undefined}
              data-testid={testId(v)}
              data-booked-out={booked || undefined}
              onClick={() => onPick(v)}
            >
              {text(v)}
            </button>
          );
        })}
      </Box>
      {hint && (
        <Typography variant="caption" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
