import { alpha, type Theme } from '@mui/material/styles';
// The pickers' German texts (picker.*) live with the order steps' (every picker imports this file).
import '../../lib/order-texts';

/**
 * Styles for the many small buttons of the pickers (days, hours, minutes, years), set once on
 * their container: plain `<button class="pick">` elements render far faster than one MUI Button
 * each (a month and a day's hours are some 70 buttons), with the same look: primary text,
 * filled when chosen (aria-selected / aria-pressed), greyed when out of bounds.
 */
export function pickerButtonsSx(theme: Theme) {
  const { primary, text, action } = theme.palette;
  return {
    '& .pick': {
      font: 'inherit',
      fontSize: '0.875rem',
      fontWeight: 600,
      lineHeight: 1.2,
      color: primary.main,
      backgroundColor: 'transparent',
      border: 0,
      borderRadius: `${theme.shape.borderRadius}px`,
      minWidth: 48,
      minHeight: 40,
      padding: '4px 8px',
      cursor: 'pointer',
      transition: theme.transitions.create(['background-color'], {
        duration: theme.transitions.duration.shortest,
      }),
    },
    '& .pick.round': {
      borderRadius: '50%',
      minWidth: 44,
      width: 44,
      height: 44,
      padding: 0,
      fontWeight: 500,
    },
    '& .pick:hover:not(:disabled)': { backgroundColor: alpha(primary.main, 0.08) },
    '& .pick[aria-selected="true"], & .pick[aria-pressed="true"]': {
      backgroundColor: primary.main,
      color: primary.contrastText,
    },
    '& .pick[aria-selected="true"]:hover, & .pick[aria-pressed="true"]:hover': {
      backgroundColor: primary.dark,
    },
    '& .pick:disabled': { color: text.disabled, cursor: 'default' },
    '& .pick:focus-visible': { outline: `3px solid ${primary.main}`, outlineOffset: 2 },
    '& .pick.outlined': { border: `1px solid ${alpha(primary.main, 0.5)}` },
    '& .pick.outlined:disabled': { borderColor: action.disabledBackground },
    // Booked out: struck through as well as greyed, so the reason is not colour alone.
    '& .pick.booked': { textDecoration: 'line-through' },
    '& .pick .booked-label': {
      display: 'block',
      fontSize: '0.75rem',
      fontWeight: 400,
      textDecoration: 'none',
    },
  } as const;
}

/**
 * Why an option cannot be picked (ADR 040): `true` booked out, 'closed' outside the
 * opening hours, false pickable.
 */
export type Unavailable = boolean | 'closed';

/** The reason of several options together: closed when all are closed, else booked out. */
export function reasonOfAll<T>(items: readonly T[], reason: (item: T) => Unavailable): Unavailable {
  if (items.length === 0 || !items.every(reason)) return false;
  return items.every((i) => reason(i) === 'closed') ? 'closed' : true;
}

/** The i18n keys of a reason: the button's accessible name and its tooltip. */
export function reasonKeys(u: Unavailable): { withLabel: string; title: string } {
  return u === 'closed'
    ? { withLabel: 'picker.withClosed', title: 'picker.closed' }
    : { withLabel: 'picker.withBookedOut', title: 'picker.bookedOut' };
}
