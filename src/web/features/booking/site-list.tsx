import './site-texts';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import type { PublicSite } from '../../../shared/schemas/sites';
import { useTranslation } from '../../lib/use-translation';
import { priceFromText } from '../../lib/price';
import { useParsedSites } from '../../lib/parse-sites';
import { errorText } from '../../lib/error-text';
import { Notice } from '../../components/notice';
import { RenewCard } from './renew-card';
import { useSites } from '../sites/api';
import { siteStatus } from './site-info';
import { distanceMetres, formatDistance, matches, type Position } from './site-geo';

type Locating =
  { state: 'idle' } | { state: 'asking' } | { state: 'denied' } | { state: 'found'; at: Position };

/** A site's distance from the driver, or null without a position or coordinates. */
function distanceOf(site: PublicSite, at: Position | null): number | null {
  const { latitude, longitude } = site.entrance;
  return at && latitude !== null && longitude !== null ? distanceMetres(at, { latitude, longitude }) : null;
}

/**
 * The browser's position, once, when the driver asks for it: nothing leaves the browser, the
 * list is sorted here. A refusal, a timeout or a browser without geolocation keep the order.
 */
function usePosition(): [Locating, () => void] {
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const ask = () => {
    if (!('geolocation' in navigator)) return setLocating({ state: 'denied' });
    setLocating({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setLocating({ state: 'found', at: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
      () => setLocating({ state: 'denied' }),
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  };
  return [locating, ask];
}

/** One car park as a card; the whole card is its link (the heading's link stretched over it). */
function SiteCard({ site, distance }: { site: PublicSite; distance: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const headingId = `site-${site.id}`;
  return (
    <Box
      component="li"
      data-testid="site-card"
      data-site={site.id}
      sx={{
        position: 'relative',
        listStyle: 'none',
        p: 2,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', m: 0 }}>
        <Box
          component={RouterLink}
          to={`/p/${site.id}`}
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            '&:focus-visible': { outline: 'none' },
            // The card is the link's target area; its text stays the name alone.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {site.name}
        </Box>
      </Typography>
      {site.entrance.line && <Typography variant="body2">{site.entrance.line}</Typography>}
      <Typography variant="body2" data-testid="site-card-status">
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: '50%',
            mr: 1,
            bgcolor: site.openNow ? 'success.main' : 'error.main',
          }}
        />
        {siteStatus(t, { ...site, open: site.openNow }, lang, site.timeZone)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 0.5, typography: 'body2' }}>
        {site.freePlaces !== null && (
          <Box component="strong" data-testid="site-card-free">
            {site.freePlaces > 0 ? t('home.site.free', { count: site.freePlaces }) : t('home.site.full')}
          </Box>
        )}
        {site.priceFrom !== null && (
          <Box component="span" data-testid="site-card-price" sx={{ fontWeight: 500 }}>
            {priceFromText(t, site.priceFrom, lang)}
          </Box>
        )}
        {distance !== null && (
          <Box component="span" data-testid="site-card-distance" sx={{ color: 'text.secondary' }}>
            {t('sites.distance', { distance: formatDistance(distance, lang) })}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * The home page of a shop with several car parks: each as a card that leads to its page, a
 * search by name or street that filters what is loaded (no call per key), and the order by
 * distance when the driver shares the browser's position.
 */
export default function SiteList({ sites: raw }: { sites: readonly unknown[] }) {
  const { t, i18n } = useTranslation();
  // The free places and open states stay current while the list is shown.
  useSites(60_000);
  const parsed = useParsedSites(raw);
  const sites = useMemo(() => (Array.isArray(parsed) ? parsed : []), [parsed]);
  // Pay by plate leads the list when any of the car parks takes it.
  const renewal = sites.some((s) => s.payByPlate);
  const [query, setQuery] = useState('');
  const [locating, ask] = usePosition();
  const at = locating.state === 'found' ? locating.at : null;
  const shown = useMemo(() => {
    const found = sites
      .filter((s) => matches(query, `${s.name} ${s.entrance.line ?? ''}`))
      .map((site) => ({ site, distance: distanceOf(site, at) }));
    // By distance when known; a site without coordinates after those with; otherwise as configured.
    return at ? found.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity)) : found;
  }, [sites, query, at]);
  const statusText =
    locating.state === 'asking'
      ? t('sites.locating')
      : locating.state === 'found'
        ? t('sites.byDistance')
        : locating.state === 'denied'
          ? t('sites.noPosition')
          : '';
  // The page's heading and pay by plate first (it finds the car at whichever car park it is).
  const lead = (
    <>
      <Typography variant="h1" gutterBottom>
        {t('home.headline')}
      </Typography>
      {renewal && (
        <Box sx={{ mb: { xs: 2, md: 3 } }}>
          <RenewCard />
        </Box>
      )}
    </>
  );
  if (parsed instanceof Error)
    return (
      <>
        {lead}
        <Notice severity="error">{errorText(t, i18n, parsed)}</Notice>
      </>
    );
  return (
    <>
      {lead}
      <Box component="section" aria-labelledby="sites-headline" data-testid="site-list">
        <Typography id="sites-headline" variant="h2" sx={{ mb: 2 }}>
          {t('sites.headline')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
          <TextField
            type="search"
            label={t('sites.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'site-search', 'aria-controls': 'site-cards' } }}
            sx={{ flex: '1 1 16rem' }}
          />
          <Button
            variant="outlined"
            startIcon={<MyLocationIcon />}
            onClick={ask}
            disabled={locating.state === 'asking'}
            data-testid="site-near"
          >
            {t('sites.near')}
          </Button>
        </Box>
        {/* What the list shows now, for a screen reader as for the eye. */}
        <Box
          role="status"
          data-testid="site-list-status"
          sx={{ typography: 'body2', color: 'text.secondary', mb: 2 }}
        >
          {statusText && <p style={{ margin: 0 }}>{statusText}</p>}
          {query.trim() && (
            <p style={{ margin: 0 }}>
              {shown.length === 0
                ? t('sites.noMatch', { query: query.trim() })
                : t('sites.shown', { shown: shown.length, total: sites.length })}
            </p>
          )}
        </Box>
        <Box
          component="ul"
          id="site-cards"
          aria-label={t('sites.listLabel')}
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map(({ site, distance }) => (
            <SiteCard key={site.id} site={site} distance={distance} />
          ))}
        </Box>
      </Box>
    </>
  );
}
