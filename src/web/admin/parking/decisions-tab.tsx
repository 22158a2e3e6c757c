import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { accessDirections, type DecisionLogEntry } from '../../../shared/schemas/access';
import { ErrorAlert } from '../error-alert';
import { parkingApi } from './api';
import { formatMinute } from '../components/format';
import { PlatePeriodFilters, ServerGrid, useListState } from './shared';

/** The barrier decisions log: time, device, plate, direction, decision and reason. */
export function DecisionsTab() {
  const { t, i18n } = useTranslation();
  const state = useListState([{ field: 'decidedAt', sort: 'desc' }]);
  const [direction, setDirection] = useState('');
  const [allowed, setAllowed] = useState('');

  const query = {
    ...state.query,
    direction: (direction || undefined) as 'entry' | 'exit' | undefined,
    allowed: (allowed || undefined) as 'true' | 'false' | undefined,
  } as const;
  const log = useQuery({
    queryKey: ['admin', 'parking', 'decisions', query],
    queryFn: () => parkingApi.decisions(query),
    placeholderData: keepPreviousData,
  });

  const columns: GridColDef<DecisionLogEntry>[] = [
    {
      field: 'decidedAt',
      headerName: t('admin.parking.col.decidedAt'),
      flex: 1.2,
      minWidth: 90,
      valueFormatter: (v: string) => formatMinute(v, i18n.language),
    },
    {
      field: 'deviceName',
      headerName: t('admin.parking.col.device'),
      flex: 1.2,
      minWidth: 90,
      sortable: false,
    },
    { field: 'plate', headerName: t('admin.parking.col.plate'), flex: 1, minWidth: 100, sortable: false },
    {
      field: 'direction',
      headerName: t('admin.parking.col.direction'),
      flex: 1,
      minWidth: 80,
      sortable: false,
      valueFormatter: (v: DecisionLogEntry['direction']) => t(`admin.parking.direction.${v}`),
    },
    {
      field: 'allowed',
      headerName: t('admin.parking.col.decision'),
      flex: 1,
      minWidth: 105,
      sortable: false,
      valueFormatter: (v: boolean) =>
        v ? t('admin.parking.decision.allowed') : t('admin.parking.decision.refused'),
    },
    {
      field: 'reason',
      headerName: t('admin.parking.col.reason'),
      flex: 1,
      minWidth: 90,
      sortable: false,
      valueFormatter: (v: DecisionLogEntry['reason']) => t(`admin.parking.reason.${v}`),
    },
  ];

  const select = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: Array<[string, string]>,
    testId: string,
  ) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => {
        set(e.target.value);
        state.firstPage();
      }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
      sx={{ minWidth: 140 }}
    >
      <option value="">{t('admin.parking.filter.all')}</option>
      {options.map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </TextField>
  );

  return (
    <>
      <PlatePeriodFilters state={state} testPrefix="parking-decisions">
        {select(
          t('admin.parking.filter.direction'),
          direction,
          setDirection,
          accessDirections.map((d) => [d, t(`admin.parking.direction.${d}`)]),
          'parking-decisions-direction',
        )}
        {select(
          t('admin.parking.filter.decision'),
          allowed,
          setAllowed,
          [
            ['true', t('admin.parking.decision.allowed')],
            ['false', t('admin.parking.decision.refused')],
          ],
          'parking-decisions-allowed',
        )}
      </PlatePeriodFilters>
      <ErrorAlert error={log.error} />
      <ServerGrid
        label={t('admin.parking.tabs.decisions')}
        testId="parking-decisions"
        rows={log.data?.data ?? []}
        count={log.data?.count ?? 0}
        columns={columns}
        loading={log.isFetching}
        state={state}
        rowHeight={44}
      />
    </>
  );
}
