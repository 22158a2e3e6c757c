import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { HeaderArt } from './theme';

// Each drawing is its own small chunk, loaded only for the theme that shows it.
const ART: Record<HeaderArt, ReturnType<typeof lazy>> = {
  water1: lazy(() => import('./header-art/water1')),
  water2: lazy(() => import('./header-art/water2')),
  parking1: lazy(() => import('./header-art/parking1')),
  parking2: lazy(() => import('./header-art/parking2')),
  golf1: lazy(() => import('./header-art/golf1')),
  parkingGrey: lazy(() => import('./header-art/parking-grey')),
  parkingBlue: lazy(() => import('./header-art/parking-blue')),
};

/**
 * The themed header band below the top bar. On the landing page it carries landing.header; the
 * theme's art sits in its own box beside the text (below it on phones), so it never lies behind
 * text. Elsewhere a slim band shows only the art, from tablet width on.
 */
export function ThemeHeader({ text, compact = false }: { text?: string; compact?: boolean }) {
  const theme = useTheme();
  const { from, to, text: color, art } = theme.shop.header;
  const Art = art ? ART[art] : null;
  if (compact && !Art) return null;
  const artBox = compact
    ? { height: 56, width: 168 }
    : { height: { xs: 80, md: '100%' }, width: { xs: 240, md: '42%' }, maxWidth: { md: 420 } };

  return (
    <Box
      data-testid="theme-header"
      data-theme-name={theme.shop.name}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background: `linear-gradient(120deg, ${from}, ${to})`,
        backgroundColor: to,
        color,
        display: compact ? { xs: 'none', sm: 'block' } : 'block',
        minHeight: compact ? 56 : { md: 150 },
      }}
    >
      {Art && (
        <Box sx={{ position: 'absolute', right: 0, bottom: 0, pointerEvents: 'none', ...artBox }}>
          <Suspense fallback={null}>
            <Art />
          </Suspense>
        </Box>
      )}
      {!compact && text && (
        <Container
          maxWidth="lg"
          sx={{
            position: 'relative',
            pt: { xs: 2, sm: 3, md: 4 },
            pb: { xs: Art ? 12 : 2, sm: Art ? 13 : 3, md: 4 },
          }}
        >
          <Typography
            component="p"
            variant="h5"
            sx={{
              fontSize: { xs: '1.15rem', sm: '1.5rem' },
              lineHeight: 1.35,
              maxWidth: { md: Art ? '56%' : '80%' },
            }}
          >
            {text}
          </Typography>
        </Container>
      )}
    </Box>
  );
}
