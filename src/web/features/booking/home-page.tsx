import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBookingConfig, useTemplates } from './api';
import { RenewCard } from './renew-card';
import { useBookingCap } from '../../lib/use-booking-cap';
import { TemplateCard } from './template-card';
import { PageSpinner } from '../../components/page-spinner';
import { Notice } from '../../components/notice';
import { usePageTitle } from '../../app/use-page-title';
import { errorText } from '../../lib/error-text';

/** Home: the guest renewal card when the shop offers it, then a card per template, 1 column on phones, 2 on tablets, 3 from medium width. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('home.headline'));
  const templates = useTemplates();
  const cap = useBookingCap();
  // The guest renewal card shows only when the shop takes payments by plate (spec §1, §6). The
  // cards wait for the config (fetched beside the templates from the start), so the card does not
  // push the others down when it arrives; a failed config only hides the card (spec §8).
  const config = useBookingConfig();
  const renewal = config.data?.acceptGuestRenewal === true;
  const pending = templates.isPending || config.isPending;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('home.headline')}
      </Typography>
      {pending && <PageSpinner />}
      {templates.isError && <Notice severity="error">{errorText(t, i18n, templates.error)}</Notice>}
      {cap.reached && (
        // A logged-in customer at the cap (spec §2 home, §5): the message replaces the cards.
        <Notice severity="info" testId="booking-max">
          {t('screen.portal.permissions.bookingMax', { count: cap.count, max: cap.max })}
        </Notice>
      )}
      {!cap.reached && !pending && templates.data?.length === 0 && <Typography>{t('home.empty')}</Typography>}
      {!pending && (renewal || (!cap.reached && (templates.data?.length ?? 0) > 0)) && (
        <Box
          sx={{
            display: 'grid',
            mt: cap.reached ? 2 : 0,
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {renewal && <RenewCard />}
          {/* The cap replaces the template cards only: paying a parked car is no new permission. */}
          {!cap.reached && templates.data?.map((tpl) => <TemplateCard key={tpl._id} template={tpl} />)}
        </Box>
      )}
    </>
  );
}
