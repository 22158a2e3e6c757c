import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * Button looks for the first screen's links and buttons, matching MUI's Button (contained, text)
 * without its ripple machinery: the landing page stays light, later screens use MUI's Button.
 */
export function plainButtonSx(variant: 'contained' | 'text'): (theme: Theme) => SystemStyleObject<Theme> {
  return (theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 1,
    minHeight: 36.5,
    px: variant === 'contained' ? 2 : 1,
    py: 0.75,
    border: 0,
    borderRadius: `${theme.shape.borderRadius}px`,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    lineHeight: 1.75,
    textDecoration: 'none',
    cursor: 'pointer',
    bgcolor: variant === 'contained' ? 'primary.main' : 'transparent',
    color: variant === 'contained' ? 'primary.contrastText' : 'inherit',
    transition: theme.transitions.create(['background-color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': {
      bgcolor: variant === 'contained' ? 'primary.dark' : 'rgba(127, 127, 127, 0.16)',
    },
    '&:focus-visible': {
      outline: '3px solid',
      outlineColor: variant === 'contained' ? 'primary.main' : 'currentColor',
      outlineOffset: 2,
    },
    '& svg': { fontSize: 22 },
  });
}
