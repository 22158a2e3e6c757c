import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

/**
 * A plain message box in the look of MUI's standard Alert, for the first screen (home and content
 * pages), where the Alert's icons and code are not worth their weight. Errors are announced.
 */
export function Notice({
  severity,
  children,
  testId,
}: {
  severity: 'error' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      sx={(theme) => ({
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderLeft: `4px solid ${theme.palette[severity].main}`,
        bgcolor: alpha(theme.palette[severity].main, 0.08),
        color: theme.palette[severity].dark,
        fontWeight: 500,
      })}
    >
      {children}
    </Box>
  );
}
