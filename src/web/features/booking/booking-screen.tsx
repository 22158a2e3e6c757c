import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { BookingStepper, type BookingStep } from './booking-stepper';
import { usePageTitle } from '../../app/use-page-title';

/** Frame of every booking step: stepper, the screen's only h1, page title. */
export function BookingScreen({
  step,
  templateId,
  headline,
  children,
}: {
  step: BookingStep;
  templateId?: string;
  headline: string;
  children: ReactNode;
}) {
  usePageTitle(headline);
  return (
    <>
      <BookingStepper step={step} templateId={templateId} />
      <Typography variant="h1" gutterBottom>
        {headline}
      </Typography>
      {children}
    </>
  );
}
