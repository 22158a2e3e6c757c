import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBookingConfig, useTemplates } from './api';
import { RenewCard } from './renew-card';
import { SiteInfo } from './site-info';
import { useBookingCap } from '../../lib/use-booking-cap';
import { TemplateCard } from './template-card';
import { PageSpinner } from '../../components/page-spinner';
import { Notice } from '../../components/notice';
import { usePageTitle } from '../../app/use-page-title';
import { errorText } from '../../lib/error-text';
import { useSites } from '../sites/api';
import { screens } from '../../app/screens';

// A shop with several car parks shows their list instead; one-site shops never load its code.
const SiteList = lazy(screens.siteList);

/**
 * Home: the pay-by-plate card first when the shop offers guest renewal, then a card per
 * template, 1 column on phones, 2 on tablets, 3 from medium width, a lone last card spanning its row.
 */
export function HomePage() {
  // Two or more car parks: the driver chooses one first (its page has its products), and the
  // page loads no product list at all (a town's shop has thousands). While the list is unknown
  // (or its call failed) the page is the one-site page of today.
  const sites = useSites().data;
  if (sites && sites.length > 1)
    return (
      <Suspense fallback={<PageSpinner />}>
        <SiteList sites={sites} />
      </Suspense>
    );
  return <OneSiteHome />;
}

function OneSiteHome() {
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
      {/* Where, when open, how many free (ADR 050): a compact box that leads the page. */}
      <SiteInfo />
      {pending && <PageSpinner />}
      {templates.isError && <Notice severity="error">{errorText(t, i18n, templates.error)}</Notice>}
      {cap.reached && (
        // A logged-in customer at the cap (spec §2 home, §5): the message replaces the cards.
        <Notice severity="info" testId="booking-max">
          {t('screen.portal.permissions.bookingMax', { count: cap.count, max: cap.max })}
        </Notice>
      )}
      {!cap.reached && !pending && templates.data?.length === 0 && <Typography>{t('home.empty')}</Typography>}
      {/* Pay by plate first: a driver next to the car needs nothing else. */}
      {!pending && renewal && (
        <Box sx={{ mb: { xs: 2, md: 3 }, mt: cap.reached ? 2 : 0 }}>
          <RenewCard />
        </Box>
      )}
      {/* The cap replaces the template cards only: paying a parked car is no new permission. */}
      {!pending && !cap.reached && (templates.data?.length ?? 0) > 0 && (
        <Box
          data-testid="template-grid"
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            // No orphan: a card alone in the last row takes the whole row.
            '& > :last-child:nth-child(2n+1)': { gridColumn: { sm: '1 / -1', md: 'auto' } },
            '& > :last-child:nth-child(3n+1)': { gridColumn: { md: '1 / -1' } },
          }}
        >
          {templates.data?.map((tpl) => (
            <TemplateCard key={tpl._id} template={tpl} />
          ))}
        </Box>
      )}
    </>
  );
}
