import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { useStyling } from '../content/api';
import { useCustomer } from '../auth/api';
import { useBookingCap } from '../../lib/use-booking-cap';
import { TemplateOverview } from '../../components/template-overview';
import { Notice } from '../../components/notice';
import { usePageTitle } from '../../app/use-page-title';
import '../../lib/portal-texts';

/** /portal (spec §2): the booking overview (active count, cap) and the templates as cards. */
export default function PortalHome() {
  const { t } = useTranslation();
  usePageTitle(t('screen.portal.overview.headline'));
  const customer = useCustomer(useStyling().data?.options.enableCustomerShop ?? false);
  const cap = useBookingCap();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.portal.overview.headline')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {t('screen.portal.overview.welcome', { username: customer?.username ?? '' })}
      </Typography>
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
      ) : (
        <TemplateOverview />
      )}
    </>
  );
}
