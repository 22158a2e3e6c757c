import { useTranslation } from '../lib/use-translation';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A loading indicator for whole screens. A CSS ring instead of MUI's CircularProgress keeps the
 * first screen's bundle small.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <Box
        role="progressbar"
        aria-label={t('general.loading')}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'action.disabledBackground',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.5s' },
        }}
      />
    </Box>
  );
}
