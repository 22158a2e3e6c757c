import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A chip-like label with an icon (price, period), in the look of MUI's Chip but wrapping instead
 * of cutting long texts (a Romanian or Dutch period on a phone), and without the Chip's code.
 */
export function InfoChip({
  icon,
  label,
  filled = false,
  testId,
}: {
  icon: ReactNode;
  label: string;
  filled?: boolean;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        maxWidth: '100%',
        minHeight: 32,
        px: 1.25,
        py: 0.5,
        borderRadius: 4,
        fontSize: '0.875rem',
        lineHeight: 1.4,
        border: '1px solid',
        borderColor: filled ? 'primary.main' : 'grey.400',
        bgcolor: filled ? 'primary.main' : 'background.paper',
        color: filled ? 'primary.contrastText' : 'text.primary',
        '& svg': { fontSize: 18, flexShrink: 0 },
      }}
    >
      {icon}
      <span>{label}</span>
    </Box>
  );
}
