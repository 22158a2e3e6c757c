import './site-texts';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { PublicSite } from '../../../shared/schemas/sites';
import { useTranslation } from '../../lib/use-translation';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/page-spinner';
import { Notice } from '../../components/notice';
import { errorText } from '../../lib/error-text';
import { useBookingConfig, useTemplates } from './api';
import { TemplateCard } from './template-card';
import { RenewCard } from './renew-card';
import { siteStatus, WeekRows } from './site-info';
import { useSites } from '../sites/api';
import { useParsedSites } from '../../lib/parse-sites';

function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('general.notFound'));
  return (
    <Typography variant="h1" gutterBottom>
      {t('general.notFound')}
    </Typography>
  );
}

/** Where, how to find it, when open, how many free: the facts a driver checks before driving. */
function SiteFacts({ site }: { site: PublicSite }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { entrance } = site;
  const route =
    entrance.latitude !== null && entrance.longitude !== null
      ? `https://www.openstreetmap.org/directions?to=${entrance.latitude}%2C${entrance.longitude}`
      : entrance.line
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(entrance.line)}`
        : null;
  const heading = { fontSize: '1.125rem', mb: 0.5 };
  return (
    <Box
      data-testid="site-facts"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        mb: 3,
        '& > section': { p: 2, bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 },
        '& p': { m: 0 },
        '& table': { borderSpacing: '12px 2px', ml: '-12px' },
        '& th': { textAlign: 'left', fontWeight: 500 },
      }}
    >
      <section aria-labelledby="site-entrance">
        <Typography id="site-entrance" variant="h2" sx={heading}>
          {t('sites.entrance')}
        </Typography>
        {entrance.line && <Typography data-testid="site-entrance-line">{entrance.line}</Typography>}
        {entrance.directions && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="site-directions">
            {entrance.directions}
          </Typography>
        )}
        {route && (
          <Link
            href={route}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-block', mt: 1 }}
          >
            {t('sites.route')}
          </Link>
        )}
        {site.phone && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('sites.phone')}: <Link href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</Link>
          </Typography>
        )}
        {site.contactLine && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {site.contactLine}
          </Typography>
        )}
      </section>
      <section aria-labelledby="site-hours-title">
        <Typography id="site-hours-title" variant="h2" sx={heading}>
          {t('sites.hours')}
        </Typography>
        <Typography data-testid="site-status" sx={{ fontWeight: 500 }}>
          {siteStatus(t, { ...site, open: site.openNow }, lang, site.timeZone)}
        </Typography>
        {site.openingHours && (
          <Box component="table" sx={{ typography: 'body2', mt: 0.5 }}>
            <WeekRows hours={site.openingHours} lang={lang} />
          </Box>
        )}
      </section>
      {site.freePlaces !== null && (
        <section aria-labelledby="site-free-title">
          <Typography id="site-free-title" variant="h2" sx={heading}>
            {t('sites.freeTitle')}
          </Typography>
          <Typography data-testid="site-free" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
            {site.freePlaces > 0 ? site.freePlaces : t('home.site.full')}
          </Typography>
        </section>
      )}
    </Box>
  );
}

/**
 * A car park's page (/p/{siteId}): its name, entrance and directions, hours, free places, "pay
 * by plate" when it takes it, and the products valid there (the home page's cards). An unknown
 * id is the shop's "not found".
 */
export default function SitePage() {
  const { siteId } = useParams();
  const { t, i18n } = useTranslation();
  const sites = useSites(60_000);
  // Only this car park's products are loaded (a town has thousands; its page shows ten).
  const templates = useTemplates(siteId);
  const config = useBookingConfig();
  const parsed = useParsedSites(sites.data);
  const site = Array.isArray(parsed) ? parsed.find((s) => s.id === siteId) : undefined;
  usePageTitle(site?.name);
  if (sites.isPending) return <PageSpinner />;
  if (sites.isError) return <Notice severity="error">{errorText(t, i18n, sites.error)}</Notice>;
  if (parsed instanceof Error) return <Notice severity="error">{errorText(t, i18n, parsed)}</Notice>;
  if (!site) return <NotFound />;
  // The list of the car park shown before (kept while this one's loads) is not this one's.
  const products = (templates.data ?? []).filter((tpl) => site.templateIds.includes(tpl._id));
  return (
    <>
      <Link
        component={RouterLink}
        to="/"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('sites.allSites')}
      </Link>
      <Typography variant="h1" gutterBottom data-testid="site-name">
        {site.name}
      </Typography>
      <SiteFacts site={site} />
      {site.payByPlate && config.data?.acceptGuestRenewal === true && (
        <Box sx={{ mb: { xs: 2, md: 3 } }}>
          <RenewCard />
        </Box>
      )}
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('sites.products')}
      </Typography>
      {templates.isPending && <PageSpinner />}
      {templates.isError && <Notice severity="error">{errorText(t, i18n, templates.error)}</Notice>}
      {templates.isSuccess && products.length === 0 && <Typography>{t('sites.noProducts')}</Typography>}
      {products.length > 0 && (
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
          }}
        >
          {products.map((tpl) => (
            <TemplateCard key={tpl._id} template={tpl} />
          ))}
        </Box>
      )}
    </>
  );
}
