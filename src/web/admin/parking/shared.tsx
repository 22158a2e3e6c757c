import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { AdminGrid, wrapCells } from '../components/admin-grid';

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

/** A DataGrid paged and sorted on the server, its cells wrapping (see wrapCells). */
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
  const { state } = props;
  return (
    <AdminGrid
      label={props.label}
      testId={props.testId}
      rows={props.rows}
      columns={props.columns}
      columnVisibilityModel={props.columnVisibilityModel}
      loading={props.loading}
      server={{ paging: state.paging, onPaging: state.setPaging, total: props.count }}
      pageSizeOptions={[10, 25, 50, 100]}
      sort={{ model: state.sort, onChange: state.setSort }}
      getRowHeight={() => 'auto'}
      sx={wrapCells(props.rowHeight)}
    />
  );
}
