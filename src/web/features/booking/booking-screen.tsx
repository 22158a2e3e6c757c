import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BookingStep } from './booking-stepper';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/page-spinner';

const noSubscription = () => () => undefined;

/**
 * True in the server's render and while the client hydrates it, false afterwards and in a
 * client render: the step's own code is no part of the server's page (ADR 037), so both show
 * the frame with the spinner, and the step renders right after hydration.
 */
function useServerFrame(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

const BookingStepper = lazy(() => import('./booking-stepper').then((m) => ({ default: m.BookingStepper })));

/**
 * Frame of every booking step: stepper (unless hidden), the screen's only h1, the page title.
 * It is part of the first bundle, so the heading shows while the step's own code still loads;
 * the stepper loads beside it into a box of fixed height (nothing shifts when it arrives).
 */
export function BookingScreen({
  step,
  headlineKey,
  showStepper = true,
  lead,
  children,
}: {
  step: BookingStep;
  headlineKey: string;
  showStepper?: boolean;
  /** Under the heading, in the server's HTML too (the period screen's product line). */
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { id } = useParams();
  const headline = t(headlineKey);
  const serverFrame = useServerFrame();
  usePageTitle(headline);
  const spinner = (
    <Box sx={{ minHeight: '70vh' }}>
      <PageSpinner />
    </Box>
  );
  return (
    <>
      {showStepper && (
        <Box sx={{ minHeight: { xs: 48, sm: 84 }, mb: { xs: 2, sm: 3 } }}>
          {!serverFrame && (
            <Suspense fallback={null}>
              <BookingStepper step={step} templateId={id} />
            </Suspense>
          )}
        </Box>
      )}
      <Typography variant="h1" gutterBottom>
        {headline}
      </Typography>
      {lead}
      {serverFrame ? spinner : <Suspense fallback={spinner}>{children}</Suspense>}
    </>
  );
}
