import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Dashboard } from '../../../shared/schemas/admin-dashboard';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { formatDate, formatDateTime, formatPrice, formatTime } from '../../lib/format';

const CHART_HEIGHT = 240;

/** A calendar day (YYYY-MM-DD) as text: noon UTC of that day, shown in UTC, is that day anywhere. */
export function dayText(date: string, language: string): string {
  return formatDate(`${date}T12:00:00Z`, language, 'UTC');
}

/**
 * A chart as a figure: the caption names it, the description says what it shows, and a table
 * (visually hidden) gives screen-reader users every number at once; the chart itself stays
 * reachable too (x-charts' keyboard navigation announces the focused bar or point).
 */
function ChartFigure(props: {
  testId: string;
  caption: string;
  description: string;
  head: string[];
  rows: string[][];
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      data-testid={props.testId}
      aria-labelledby={`${id}-caption`}
      aria-describedby={`${id}-desc`}
      sx={{ m: 0, p: 2, minWidth: 0 }}
    >
      <Typography id={`${id}-caption`} component="figcaption" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {props.caption}
      </Typography>
      <Typography id={`${id}-desc`} sx={visuallyHidden}>
        {props.description}
      </Typography>
      {props.children}
      {/* Hidden by a box around it: a table's own height ignores width, height and overflow. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              {props.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r) => (
              <tr key={r[0]}>
                <th scope="row">{r[0]}</th>
                {r.slice(1).map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}

export function RevenueChart({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const labels = data.daily.map((d) => dayText(d.date, lng));
  const range = { from: dayText(data.range.from, lng), to: dayText(data.range.to, lng) };
  return (
    <ChartFigure
      testId="admin-dashboard-revenue-chart"
      caption={t('admin.dashboard.revenueChart')}
      description={t('admin.dashboard.revenueChartDesc', range)}
      head={[t('admin.dashboard.date'), t('admin.dashboard.revenue')]}
      rows={data.daily.map((d, i) => [labels[i], formatPrice(d.revenueCents, lng)])}
    >
      <BarChart
        height={CHART_HEIGHT}
        hideLegend
        skipAnimation
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ valueFormatter: (v: number) => formatPrice(v * 100, lng), width: 80 }]}
        series={[
          {
            data: data.daily.map((d) => d.revenueCents / 100),
            label: t('admin.dashboard.revenue'),
            valueFormatter: (v) => (v === null ? '' : formatPrice(Math.round(v * 100), lng)),
          },
        ]}
      />
    </ChartFigure>
  );
}

export function BookingsChart({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const labels = data.daily.map((d) => dayText(d.date, lng));
  const range = { from: dayText(data.range.from, lng), to: dayText(data.range.to, lng) };
  return (
    <ChartFigure
      testId="admin-dashboard-bookings-chart"
      caption={t('admin.dashboard.bookingsChart')}
      description={t('admin.dashboard.bookingsChartDesc', range)}
      head={[t('admin.dashboard.date'), t('admin.dashboard.bookings')]}
      rows={data.daily.map((d, i) => [labels[i], String(d.bookings)])}
    >
      <BarChart
        height={CHART_HEIGHT}
        hideLegend
        skipAnimation
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          { data: data.daily.map((d) => d.bookings), label: t('admin.dashboard.bookings'), color: '#5c6bc0' },
        ]}
      />
    </ChartFigure>
  );
}

export function OccupancyChart({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const zone = data.timeZone;
  const hourly = data.range.occupancyStep === 'hour';
  const points = data.occupancyOverTime;
  const label = (iso: string) => (hourly ? formatDateTime(iso, lng, zone) : formatDate(iso, lng, zone));
  const number = new Intl.NumberFormat(lng === 'en' ? 'en-GB' : lng, { maximumFractionDigits: 2 });
  return (
    <ChartFigure
      testId="admin-dashboard-occupancy-chart"
      caption={t('admin.dashboard.occupancyChart')}
      description={t(
        hourly ? 'admin.dashboard.occupancyChartDescHour' : 'admin.dashboard.occupancyChartDescDay',
        {
          from: dayText(data.range.from, lng),
        },
      )}
      head={[
        t(hourly ? 'admin.dashboard.hour' : 'admin.dashboard.date'),
        t('admin.dashboard.peak'),
        t('admin.dashboard.average'),
      ]}
      rows={points.map((p) => [label(p.start), String(p.peak), number.format(p.average)])}
    >
      <LineChart
        height={CHART_HEIGHT}
        skipAnimation
        xAxis={[
          {
            scaleType: 'time',
            data: points.map((p) => new Date(p.start)),
            valueFormatter: (d: Date, ctx) =>
              ctx.location === 'tick' && hourly
                ? `${formatDate(d, lng, zone)} ${formatTime(d, lng, zone)}`
                : label(d.toISOString()),
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          {
            data: points.map((p) => p.peak),
            label: t('admin.dashboard.peak'),
            showMark: false,
            curve: 'stepAfter',
          },
          {
            data: points.map((p) => p.average),
            label: t('admin.dashboard.average'),
            showMark: false,
            curve: 'stepAfter',
            valueFormatter: (v) => (v === null ? '' : number.format(v)),
          },
        ]}
      />
    </ChartFigure>
  );
}
