import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useAccountBooking } from '../../lib/account';
import { useCheckoutOutcome } from '../checkout/api';
import { useTemplate } from './api';
import '../../lib/order-texts';

/** Step numbers of spec §2: period 1, data 2, confirm 3, payment 4, checkout 5. */
export type BookingStep = 1 | 2 | 3 | 4 | 5;

const STEPS = ['selection', 'period', 'data', 'confirm', 'payment'] as const;
export const TOTAL_STEPS = 5;

/** Route of step index i (0 = selection) for a template; undefined when it cannot be visited. */
export function stepPath(index: number, templateId: string | undefined): string | undefined {
  if (index === 0) return '/';
  if (!templateId) return undefined;
  return `/${STEPS[index]}/${templateId}`;
}

/**
 * Stepper: earlier steps are links, later ones disabled, steps before the active one completed.
 * Below `sm` a determinate progress bar with a back button replaces it (spec §2).
 */
export function BookingStepper({ step: stepNumber, templateId }: { step: BookingStep; templateId?: string }) {
  // Logged in with an account that holds every field the template asks for: no data step (spec §2).
  const { skipData } = useAccountBooking(useTemplate(templateId).template);
  const steps = STEPS.filter((k) => !(skipData && k === 'data'));
  const step = skipData && stepNumber >= 3 ? stepNumber - 1 : stepNumber;
  const pathOf = (i: number) => (i === 0 ? '/' : templateId ? `/${steps[i]}/${templateId}` : undefined);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // On the checkout: a failed payment is the payment step failed, not every step done.
  const outcome = useCheckoutOutcome(stepNumber === 5)?.state;
  const failed = outcome === 'failed' && stepNumber === 5;
  const paymentIndex = steps.indexOf('payment');
  // /checkout with no open booking: no steps were done, so no ticked stepper; nor
  // while the checkout is still being asked, which would flash "all steps done" before it. The
  // frame keeps the stepper's height, so nothing shifts when it appears.
  if (stepNumber === 5 && (outcome === undefined || outcome === 'none')) return null;

  if (phone) {
    const back = pathOf(Math.min(step, steps.length) - 1);
    const name = t(`stepper.${steps[Math.min(step, steps.length - 1)]}`);
    const label = failed
      ? t('stepper.paymentFailed')
      : step >= steps.length
        ? t('stepper.completed')
        : t('stepper.progress', { step: step + 1, total: steps.length, name });
    return (
      <Box
        component="nav"
        aria-label={t('stepper.label')}
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <IconButton
          aria-label={t('general.back')}
          disabled={!back || step >= steps.length}
          onClick={() => back && navigate(back)}
          data-testid="stepper-back"
        >
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {label}
          </Typography>
          <LinearProgress
            variant="determinate"
            color={failed ? 'error' : 'primary'}
            value={((failed ? paymentIndex : step) / steps.length) * 100}
            aria-label={label}
            data-testid="stepper-progress"
          />
        </Box>
      </Box>
    );
  }

  // A navigation list, not MUI's tab semantics for clickable steps: earlier steps are links.
  return (
    <Box component="nav" aria-label={t('stepper.label')}>
      <Stepper activeStep={failed ? paymentIndex : step} alternativeLabel>
        {steps.map((key, i) => {
          const path = step < steps.length ? pathOf(i) : i === 0 ? '/' : undefined;
          const stepFailed = failed && i === paymentIndex;
          const earlier = i < step && !stepFailed;
          return (
            <Step key={key} completed={earlier} disabled={!earlier && i !== step && !stepFailed}>
              <StepLabel
                aria-current={i === step || stepFailed ? 'step' : undefined}
                error={stepFailed}
                data-testid={stepFailed ? 'step-failed' : undefined}
                optional={
                  stepFailed ? (
                    <Typography variant="caption" color="error" component="span">
                      {t('stepper.paymentFailed')}
                    </Typography>
                  ) : undefined
                }
              >
                {earlier && path ? (
                  <Box
                    component={RouterLink}
                    to={path}
                    data-testid={`step-link-${key}`}
                    sx={{
                      color: 'inherit',
                      textUnderlineOffset: 3,
                      '&:focus-visible': {
                        outline: '3px solid',
                        outlineColor: 'primary.main',
                        outlineOffset: 2,
                      },
                    }}
                  >
                    {t(`stepper.${key}`)}
                  </Box>
                ) : (
                  t(`stepper.${key}`)
                )}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
