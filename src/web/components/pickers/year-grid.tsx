import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatDate, formatLongDate, zonedParts } from '../../lib/format';
import { useRovingFocus } from './use-roving-focus';
import { pickerButtonsSx } from './picker-buttons';

/** Spec §2: the year grid shows 15 years per page, 3 across and 5 down. */
export const YEARS_PER_PAGE = 15;
export const YEAR_COLUMNS = 3;

export interface YearGridProps {
  id?: string;
  labelId: string;
  /** Candidates a year apart (year steps with more than the slot list holds). */
  options: Date[];
  value: Date | null;
  onChange: (value: Date) => void;
  zone: string;
  /** Candidates whose places are all taken: disabled and named "booked out". */
  isBookedOut?: (instant: Date) => boolean;
}

/** Years of a page: the page starting at `first` holds first .. first + 14. */
export function pageYears(first: number): number[] {
  return Array.from({ length: YEARS_PER_PAGE }, (_, i) => first + i);
}

/**
 * The year picker: a 3 by 5 grid of years, 15 per page, with paging buttons. Years without a
 * candidate are disabled; a year's button names the exact start date for screen readers.
 */
export function YearGrid({
  id = 'years',
  labelId,
  options,
  value,
  onChange,
  zone,
  isBookedOut = () => false,
}: YearGridProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const byYear = useMemo(() => {
    const map = new Map<number, Date>();
    // With 365-day years two starts can share a calendar year; the first one stands for it.
    for (const o of options) {
      const y = zonedParts(o, zone).year;
      if (!map.has(y)) map.set(y, o);
    }
    return map;
  }, [options, zone]);
  const years = [...byYear.keys()].sort((a, b) => a - b);
  const firstYear = years[0] ?? new Date().getFullYear();
  const lastYear = years[years.length - 1] ?? firstYear;
  const valueYear = value ? zonedParts(value, zone).year : undefined;
  const pageOf = (y: number) => firstYear + Math.floor((y - firstYear) / YEARS_PER_PAGE) * YEARS_PER_PAGE;
  const [page, setPage] = useState(() => pageOf(valueYear ?? firstYear));
  const shown = pageYears(page);
  const roving = useRovingFocus({
    items: shown,
    isEnabled: (y) => byYear.has(y) && !isBookedOut(byYear.get(y)!),
    current: valueYear,
    columns: YEAR_COLUMNS,
  });
  const rangeId = `${id}-range`;

  return (
    <Box sx={{ width: 3 * 104 + 16, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          onClick={() => setPage((p) => p - YEARS_PER_PAGE)}
          disabled={page <= firstYear}
          aria-label={t('picker.prevYears')}
          data-testid="years-prev"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          id={rangeId}
          component="p"
          aria-live="polite"
          sx={{ fontWeight: 600 }}
          data-testid="years-range"
        >
          {t('picker.yearRange', { from: shown[0], to: shown[shown.length - 1] })}
        </Typography>
        <IconButton
          onClick={() => setPage((p) => p + YEARS_PER_PAGE)}
          disabled={page + YEARS_PER_PAGE > lastYear}
          aria-label={t('picker.nextYears')}
          data-testid="years-next"
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        role="grid"
        aria-labelledby={`${labelId} ${rangeId}`}
        data-testid="year-grid"
        sx={[pickerButtonsSx, { display: 'grid', gap: 1 }]}
      >
        {Array.from({ length: YEARS_PER_PAGE / YEAR_COLUMNS }, (_, r) => (
          <Box
            role="row"
            key={r}
            sx={{ display: 'grid', gridTemplateColumns: `repeat(${YEAR_COLUMNS}, 1fr)`, gap: 1 }}
          >
            {shown.slice(r * YEAR_COLUMNS, (r + 1) * YEAR_COLUMNS).map((y) => {
              const option = byYear.get(y);
              const selected = y === valueYear;
              const booked = !!option && isBookedOut(option);
              return (
                <button
                  key={y}
                  type="button"
                  className="pick outlined"
                  {...roving.itemProps(y)}
                  onKeyDown={(e) => roving.onKeyDown(e, y)}
                  role="gridcell"
                  disabled={!option || booked}
                  aria-disabled={!option || booked}
                  aria-selected={selected}
                  aria-label={
                    option
                      ? booked
                        ? t('picker.withBookedOut', { label: formatLongDate(option, lang, zone) })
                        : formatLongDate(option, lang, zone)
                      : String(y)
                  }
                  title={booked ? t('picker.bookedOut') : undefined}
                  data-booked-out={booked || undefined}
                  data-testid="year-item"
                  data-year={y}
                  onClick={() => option && onChange(option)}
                  style={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    padding: '8px 4px',
                  }}
                >
                  <span>{y}</span>
                  {option && (
                    <span style={{ fontSize: '0.75rem', fontWeight: 400 }}>
                      {booked ? t('picker.bookedOut') : formatDate(option, lang, zone)}
                    </span>
                  )}
                </button>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
