import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'error' | 'default';

/** A state at a glance: its word on a coloured chip (green done, amber pending, grey closed). */
export function StatusChip(props: { label: string; tone: StatusTone; testId?: string }) {
  return <Chip label={props.label} color={props.tone} data-testid={props.testId} />;
}
