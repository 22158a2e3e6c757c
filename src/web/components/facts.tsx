import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A definition list of label/value rows (booking, renewal and ticket summaries); rows without a
 * value are left out, so a caller lists every row it may have.
 */
export function Facts({ rows }: { rows: Array<[string, string | undefined | null, string?]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([label, v, testId]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, whiteSpace: 'pre-line' }}
              data-testid={testId}
            >
              {v}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
