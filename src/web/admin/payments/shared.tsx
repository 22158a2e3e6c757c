import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { AdminGrid, growingRows, type Paging } from '../components/admin-grid';
import { can, useAdminMe } from '../session';

/** Whether the operator may write here (staff and admin; a viewer only reads). */
export function useMayWrite(): boolean {
  return can(useAdminMe().data?.operator.role, 'staff');
}

/** The first page of a payments list. */
export const FIRST_PAGE: Paging = { page: 0, pageSize: 25 };

/** A server-paged list of the payments area: rows grow with their content, no sorting. */
export function PaymentsGrid<R extends GridValidRowModel>(props: {
  label: string;
  testId: string;
  rows: R[] | undefined;
  total: number | undefined;
  columns: GridColDef<R>[];
  loading: boolean;
  paging: Paging;
  onPaging: (p: Paging) => void;
  hide: Record<string, boolean>;
}) {
  return (
    <AdminGrid
      label={props.label}
      testId={props.testId}
      rows={props.rows ?? []}
      columns={props.columns}
      columnVisibilityModel={props.hide}
      loading={props.loading}
      server={{ paging: props.paging, onPaging: props.onPaging, total: props.total }}
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
