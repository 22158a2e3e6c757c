import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStyling } from '../content/api';
import { useCustomer } from '../auth/api';
import { useBookingCap } from '../booking/use-booking-cap';
import { useTemplates } from '../booking/api';
import { TemplateCard } from '../booking/template-card';
import { Notice } from '../../components/notice';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';

/** /portal (spec §2): the booking overview (active count, cap) and the templates as cards. */
export default function PortalHome() {
  const { t } = useTranslation();
  usePageTitle(t('screen.portal.overview.headline'));
  const customer = useCustomer(useStyling().data?.options.enableCustomerShop ?? false);
  const cap = useBookingCap();
  const templates = useTemplates();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.portal.overview.headline')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('screen.portal.overview.welcome', { username: customer?.username ?? '' })}</Typography>
      {cap.count !== null && (
        <Typography sx={{ mb: 2 }} data-testid="portal-active-count">
          {t('screen.portal.overview.active', { count: cap.count })}
        </Typography>
      )}
      <Typography variant="h2" gutterBottom sx={{ mt: 3 }}>
        {t('screen.portal.overview.book')}
      </Typography>
      {cap.reached ? (
        <Notice severity="info" testId="booking-max">
          {t('screen.portal.permissions.bookingMax', { count: cap.count, max: cap.max })}
        </Notice>
      ) : templates.isPending ? (
        <PageSpinner />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {templates.data?.map((tpl) => <TemplateCard key={tpl._id} template={tpl} />)}
        </Box>
      )}
    </>
  );
}
