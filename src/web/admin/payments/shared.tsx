import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { AdminGrid, growingRows, type Paging } from '../components/admin-grid';
import { can, useAdminMe } from '../session';

/** Whether the operator may write here (staff and admin; a viewer only reads). */
export function useMayWrite(): boolean {
  return can(useAdminMe().data?.operator.role, 'staff');
}

/**
 * A page of one of the payments lists (`name` keys it under ['admin', 'payments'], which every
 * change refreshes); the previous page stays on screen while the next one loads.
 */
export function usePagedList<R, F extends object = object>(
  name: string,
  fetch: (q: Paging & F) => Promise<{ data: R[]; total: number }>,
  filter?: F,
) {
  const [paging, setPaging] = useState<Paging>({ page: 0, pageSize: 25 });
  const query = { ...paging, ...filter } as Paging & F;
  const list = useQuery({
    queryKey: ['admin', 'payments', name, query],
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });
  return { paging, setPaging, list };
}
export type PagedList<R> = ReturnType<typeof usePagedList<R>>;

/** A list of the payments area, paged on the server: rows grow with their content, no sorting. */
export function PaymentsGrid<R extends GridValidRowModel>(props: {
  label: string;
  testId: string;
  paged: PagedList<R>;
  columns: GridColDef<R>[];
  hide: Record<string, boolean>;
}) {
  const { paging, setPaging, list } = props.paged;
  return (
    <AdminGrid
      label={props.label}
      testId={props.testId}
      rows={list.data?.data ?? []}
      columns={props.columns}
      columnVisibilityModel={props.hide}
      loading={list.isFetching}
      server={{ paging, onPaging: setPaging, total: list.data?.total }}
      pageSizeOptions={[10, 25, 50, 100]}
      disableColumnSorting
      {...growingRows}
    />
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>;
}

/** A short booking label: plate, e-mail and the id's start (the full id in the title). */
export function BookingCell(props: {
  id: string;
  plate?: string | null;
  mail: string | null;
  extra?: string;
}) {
  return (
    <Box title={props.id} sx={{ lineHeight: 1.4, minWidth: 0, overflowWrap: 'anywhere' }}>
      <div>{[props.plate, props.id.slice(0, 8)].filter(Boolean).join(' · ')}</div>
      {props.mail && (
        <Typography variant="body2" color="text.secondary">
          {props.mail}
        </Typography>
      )}
      {props.extra && (
        <Typography variant="body2" color="text.secondary">
          {props.extra}
        </Typography>
      )}
    </Box>
  );
}
