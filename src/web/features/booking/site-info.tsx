import Box from '@mui/material/Box';
import type { OpeningHours } from '../../../shared/schemas/booking';
import type { SiteInfo as SiteInfoData } from '../../../shared/schemas/page';
import type { TFunction } from '../../lib/translator';
import { localeOf, uses12Hour } from '../../../shared/i18n/languages';
import { useTranslation } from '../../lib/use-translation';
import { useSite, useStyling } from '../content/api';

const DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
const DAY_MS = 86_400_000;

/**
 * Intl directly, not the screens' formatters (lib/format.ts, wall-clock.ts): those would bring
 * some 2 kB into the landing page's bundle for a clock and a weekday.
 */
function format(ms: number, language: string, zone: string, o: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: zone, ...o }).format(ms);
}

/** "07:00" (de), "7:00 PM" (en): as the shop's screens read a clock. */
function clockAt(ms: number, language: string, zone: string): string {
  const h12 = uses12Hour(language);
  const s = format(ms, language, zone, {
    hour: h12 ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: h12 ? 'h12' : 'h23',
  });
  return h12 ? s.toUpperCase() : s;
}

/** "07:00-22:00"'s times as the language reads a clock. */
function clock(hhmm: string, language: string): string {
  return clockAt(Date.UTC(2024, 0, 1, +hhmm.slice(0, 2), +hhmm.slice(3)), language, 'UTC');
}

/** Short weekday names, Monday first (1 January 2024 was a Monday). */
function weekdays(language: string): string[] {
  return DAYS.map((_, i) => format(Date.UTC(2024, 0, 1 + i), language, 'UTC', { weekday: 'short' }));
}

/** One day's hours: "07:00–12:00, 13:00–22:00", or `closed`. */
function dayHours(list: readonly string[], language: string, closed: string): string {
  return list.length
    ? list.map((r) => `${clock(r.slice(0, 5), language)}–${clock(r.slice(6), language)}`).join(', ')
    : closed;
}

/**
 * The week as rows of days with the same hours, Monday first: "Mo.–Fr." "07:00–22:00",
 * "So." "geschlossen" (ADR 050).
 */
export function weekRows(h: OpeningHours, language: string, closed: string): Array<[string, string]> {
  const names = weekdays(language);
  const rows: Array<{ from: number; to: number; hours: string }> = [];
  DAYS.forEach((d, i) => {
    const hours = dayHours(h[d], language, closed);
    const last = rows[rows.length - 1];
    if (last?.hours === hours) last.to = i;
    else rows.push({ from: i, to: i, hours });
  });
  return rows.map(({ from, to, hours }) => [
    from === to ? names[from] : `${names[from]}–${names[to]}`,
    hours,
  ]);
}

/**
 * "Jetzt geöffnet · bis 22:00", "Geschlossen · öffnet Mo. 07:00", "Rund um die Uhr geöffnet":
 * the open state of a car park as of `at`, its clock in the car park's zone.
 */
export function siteStatus(
  t: TFunction,
  site: Pick<SiteInfoData, 'openingHours' | 'open' | 'changesAt' | 'at'>,
  lang: string,
  zone: string,
): string {
  const at = Date.parse(site.at);
  const time = (ms: number) => clockAt(ms, lang, zone);
  const day = (ms: number) => format(ms, lang, zone, { weekday: 'short' });
  // "bis 22:00" today; another day names it: "öffnet Mo. 07:00".
  const when = (iso: string) => {
    const ms = Date.parse(iso);
    return ms - at < DAY_MS && day(ms) === day(at) ? time(ms) : `${day(ms)} ${time(ms)}`;
  };
  return !site.openingHours
    ? t('home.site.allDay')
    : [
        t(site.open ? 'home.site.open' : 'home.site.closed'),
        ...(site.changesAt
          ? [t(site.open ? 'home.site.until' : 'home.site.opens', { time: when(site.changesAt) })]
          : []),
      ].join(' · ');
}

/** A car park's week as table rows (its holidays last), in the driver's language and clock. */
export function WeekRows({ hours, lang }: { hours: OpeningHours; lang: string }) {
  const { t } = useTranslation();
  const closed = t('home.site.closedDay');
  return (
    <tbody>
      {weekRows(hours, lang, closed).map(([days, list]) => (
        <tr key={days}>
          <th scope="row">{days}</th>
          <td>{list}</td>
        </tr>
      ))}
      {hours.holidays.length > 0 && (
        <tr>
          <th scope="row">{t('home.site.holidays')}</th>
          <td>{dayHours(hours.holidayHours, lang, closed)}</td>
        </tr>
      )}
    </tbody>
  );
}

/**
 * The home page's lead (ADR 050): where the car park is, whether it is open now and
 * its week, and the walk-in places free now, as a compact box above the actions. Plain elements
 * (the landing budget); the week opens in a native <details>, which needs no script.
 */
export function SiteInfo() {
  const { t, i18n } = useTranslation();
  const site = useSite().data;
  const zone = useStyling().data?.styling.timeZone;
  if (!site || !zone) return null;
  const lang = i18n.language;
  const at = Date.parse(site.at);
  const time = (ms: number) => clockAt(ms, lang, zone);
  const status = siteStatus(t, site, lang, zone);
  const dot = (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        mr: 1,
        bgcolor: site.open ? 'success.main' : 'error.main',
      }}
    />
  );
  return (
    // A plain box, not a landmark or a card: the page's first section stays pay by plate.
    <Box
      data-testid="site-info"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 0.5, sm: 3 },
        alignItems: 'flex-start',
        mb: 2,
        px: 2,
        py: 1,
        typography: 'body2',
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 1,
        '& > *': { m: 0, flex: { xs: '1 1 100%', sm: '0 1 auto' } },
        '& a': { color: 'primary.main', fontWeight: 500 },
        '& summary': { cursor: 'pointer' },
        '& table': { mt: 0.5, borderSpacing: '12px 0', ml: '-12px' },
        '& th': { textAlign: 'left', fontWeight: 500 },
      }}
    >
      {site.address && (
        <p data-testid="site-address">
          <a
            href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(site.address)}`}
            rel="noopener noreferrer"
            target="_blank"
          >
            {site.address}
          </a>
        </p>
      )}
      {site.openingHours ? (
        <details data-testid="site-hours">
          <summary>
            {dot}
            {status}
          </summary>
          <table>
            <WeekRows hours={site.openingHours} lang={lang} />
          </table>
        </details>
      ) : (
        <p data-testid="site-hours">
          {dot}
          {status}
        </p>
      )}
      {site.freePlaces !== null && (
        <p data-testid="site-free">
          <strong>
            {site.freePlaces > 0 ? t('home.site.free', { count: site.freePlaces }) : t('home.site.full')}
          </strong>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' · '}
            {t('home.site.updated', { time: time(at) })}
          </Box>
        </p>
      )}
    </Box>
  );
}
