import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { plainButtonSx } from '../../components/plain-button';
import { HomeCard } from './template-card';

/**
 * "Already parked? Pay now" (spec §2 home): the way to the guest renewal for a driver standing
 * next to the car. Built from the template card's frame (the landing page's JS budget); the
 * renewal screen itself is a lazy chunk.
 */
export function RenewCard() {
  const { t } = useTranslation();
  return (
    <HomeCard
      headingId="renew-card-title"
      testId="renew-card"
      title={t('home.renew.title')}
      footer={
        <Box
          component={RouterLink}
          to="/renew-ticket"
          data-testid="renew-card-link"
          sx={[plainButtonSx('contained'), { ml: 'auto' }]}
        >
          {t('home.renew.action')}
        </Box>
      }
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('home.renew.text')}</Typography>
    </HomeCard>
  );
}
