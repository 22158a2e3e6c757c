import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { slotListLayout, YEAR } from '../../../shared/domain/slots';
import { CalendarPicker, type CalendarPickerProps } from './calendar-picker';
import { SlotList } from './slot-list';
import type { Unavailable } from './picker-buttons';
import { YearGrid } from './year-grid';

export interface InstantPickerProps {
  id: string;
  label: string;
  options: Date[];
  value: Date | null;
  onChange: (value: Date | null) => void;
  stepDuration: number;
  zone: string;
  now: Date;
  dateOnly: boolean;
  /** Options whose places are all taken: shown disabled with the reason. */
  isBookedOut?: (instant: Date) => Unavailable;
  /** The calendar's month on show (for loading its availability). */
  onViewChange?: CalendarPickerProps['onViewChange'];
  /** Shortcuts shown under the heading (the period screen's "Jetzt"). */
  actions?: ReactNode;
  /** A line under the picker: why later options are not offered. */
  note?: string;
}

/**
 * Picks one of `options`: a slot list when they are few (spec §9); else the year grid for year
 * steps, or the calendar (with hour and minute lists below a day).
 */
export function InstantPicker({
  id,
  label,
  options,
  value,
  onChange,
  stepDuration,
  zone,
  now,
  dateOnly,
  isBookedOut,
  onViewChange,
  actions,
  note,
}: InstantPickerProps) {
  const layout = slotListLayout(options.length, stepDuration);
  const labelId = `${id}-label`;
  return (
    <Box component="section" aria-labelledby={labelId} data-testid={`${id}-picker`} sx={{ mb: 3 }}>
      <Typography id={labelId} variant="h2" gutterBottom>
        {label}
      </Typography>
      {actions}
      {layout.useList ? (
        <SlotList
          labelId={labelId}
          options={options}
          value={value}
          onChange={onChange}
          columns={layout.columns}
          zone={zone}
          now={now}
          dateOnly={dateOnly}
          isBookedOut={isBookedOut}
        />
      ) : stepDuration === YEAR ? (
        <YearGrid
          id={`${id}-years`}
          labelId={labelId}
          options={options}
          value={value}
          onChange={onChange}
          zone={zone}
          isBookedOut={isBookedOut && ((d) => !!isBookedOut(d))}
        />
      ) : (
        <CalendarPicker
          id={`${id}-calendar`}
          labelId={labelId}
          options={options}
          value={value}
          onChange={onChange}
          zone={zone}
          stepDuration={stepDuration}
          isBookedOut={isBookedOut}
          onViewChange={onViewChange}
        />
      )}
      {note && (
        <Typography
          variant="caption"
          component="p"
          sx={{ mt: 1, color: 'text.secondary' }}
          data-testid={`${id}-note`}
        >
          {note}
        </Typography>
      )}
    </Box>
  );
}
