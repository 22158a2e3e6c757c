import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridLocale } from '../grid-locale';

/** The filter row above a grid: wraps at tablet width. */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>{children}</Box>
  );
}

/** `2026-11-20T10:30` in the browser's zone → an ISO instant; empty → undefined. */
export function toInstant(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** Whole minutes between two instants (the end: now for a stay inside). */
export function minutesBetween(fromIso: string, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - Date.parse(fromIso)) / 60_000));
}

/** Paging, sorting and the plate and period filters of a server-side list. */
export function useListState(initialSort: GridSortModel) {
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>(initialSort);
  const [plate, setPlate] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // Any change of filter or sort starts again at the first page.
  const firstPage = () => setPaging((p) => ({ ...p, page: 0 }));
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      firstPage();
    };
  return {
    paging,
    setPaging,
    sort,
    setSort: reset(setSort),
    plate,
    setPlate: reset(setPlate),
    from,
    setFrom: reset(setFrom),
    to,
    setTo: reset(setTo),
    firstPage,
    /** The query's plate, period, order and page. */
    query: {
      plate: plate || undefined,
      from: toInstant(from),
      to: toInstant(to),
      order: sort[0]?.sort ?? 'desc',
      page: paging.page,
      limit: paging.pageSize,
    },
  };
}
export type ListState = ReturnType<typeof useListState>;

/** The plate prefix and the period (local date-times) of a list; more filters as children. */
export function PlatePeriodFilters({
  state,
  testPrefix,
  children,
}: {
  state: ListState;
  testPrefix: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const instant = (label: string, value: string, set: (v: string) => void, testId: string) => (
    <TextField
      type="datetime-local"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      sx={{ width: 230 }}
    />
  );
  return (
    <FilterRow>
      <TextField
        label={t('admin.parking.filter.plate')}
        value={state.plate}
        onChange={(e) => state.setPlate(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': `${testPrefix}-plate`, maxLength: 20 } }}
      />
      {children}
      {instant(t('admin.parking.filter.from'), state.from, state.setFrom, `${testPrefix}-from`)}
      {instant(t('admin.parking.filter.to'), state.to, state.setTo, `${testPrefix}-to`)}
    </FilterRow>
  );
}

/** A DataGrid paged and sorted on the server (the back office's pattern, audit-page.tsx). */
export function ServerGrid<R extends GridValidRowModel>(props: {
  label: string;
  testId: string;
  rows: R[];
  count: number;
  columns: GridColDef<R>[];
  loading: boolean;
  state: ListState;
  rowHeight: number;
  columnVisibilityModel?: Record<string, boolean>;
}) {
  const localeText = useGridLocale();
  const { state } = props;
  return (
    <Box sx={{ bgcolor: 'background.paper' }} data-testid={props.testId}>
      <DataGrid
        aria-label={props.label}
        rows={props.rows}
        rowCount={props.count}
        columns={props.columns}
        columnVisibilityModel={props.columnVisibilityModel}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        paginationModel={state.paging}
        onPaginationModelChange={state.setPaging}
        pageSizeOptions={[10, 25, 50, 100]}
        sortModel={state.sort}
        onSortModelChange={state.setSort}
        disableColumnFilter
        disableRowSelectionOnClick
        localeText={localeText}
        autoHeight
        getRowHeight={() => 'auto'}
        sx={wrapCells(props.rowHeight)}
      />
    </Box>
  );
}

/**
 * Cells wrap and rows grow (dates break after the comma): every column stays on screen at the
 * tablet width (820 px) instead of the actions sliding out to the right.
 */
export function wrapCells(minRowHeight: number) {
  return {
    '& .MuiDataGrid-cell': {
      whiteSpace: 'normal',
      lineHeight: 1.35,
      py: 1,
      minHeight: `${minRowHeight}px !important`,
      display: 'flex',
      alignItems: 'center',
    },
    '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, hyphens: 'auto' },
  };
}

/** Date and time without seconds (the back office's lists of stays and decisions). */
export function formatShort(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
}
