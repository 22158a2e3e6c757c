import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { slotListLayout } from '../../../shared/domain/slots';
import { CalendarPicker } from './calendar-picker';
import { SlotList } from './slot-list';

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
}

/** Picks one of `options`: a slot list when they are few (spec §9), else calendar and time lists. */
export function InstantPicker({ id, label, options, value, onChange, stepDuration, zone, now, dateOnly }: InstantPickerProps) {
  const layout = slotListLayout(options.length, stepDuration);
  const labelId = `${id}-label`;
  return (
    <Box component="section" aria-labelledby={labelId} data-testid={`${id}-picker`} sx={{ mb: 3 }}>
      <Typography id={labelId} variant="h2" gutterBottom>
        {label}
      </Typography>
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
        />
      ) : (
        <CalendarPicker
          labelId={labelId}
          options={options}
          value={value}
          onChange={onChange}
          zone={zone}
          stepDuration={stepDuration}
        />
      )}
    </Box>
  );
}
