import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useGridLocale } from './grid-locale';

export interface Paging {
  page: number;
  pageSize: number;
}

type Props<R extends GridValidRowModel> = Omit<DataGridProps<R>, 'localeText' | 'aria-label'> & {
  /** The grid's accessible name. */
  label: string;
  /** The test id of the box around the grid. */
  testId?: string;
  /** Paged on the server: the page and its setter, and the number of rows there are. */
  server?: { paging: Paging; onPaging: (p: Paging) => void; total: number | undefined };
  /** Sorted on the server (only with `server`). */
  sort?: { model: GridSortModel; onChange: (m: GridSortModel) => void };
};

/**
 * The back office's DataGrid: on the paper background, in the operator's language, as tall as
 * its rows, no column filter and no row selection (rows are acted on by their buttons). Any
 * DataGrid prop still applies.
 */
export function AdminGrid<R extends GridValidRowModel>({ label, testId, server, sort, ...grid }: Props<R>) {
  const localeText = useGridLocale();
  return (
    <Box sx={{ bgcolor: 'background.paper' }} data-testid={testId}>
      <DataGrid
        aria-label={label}
        {...(server && {
          rowCount: server.total ?? 0,
          paginationMode: 'server',
          sortingMode: 'server',
          paginationModel: server.paging,
          onPaginationModelChange: server.onPaging,
        })}
        {...(sort && { sortModel: sort.model, onSortModelChange: sort.onChange })}
        disableColumnFilter
        disableRowSelectionOnClick
        localeText={localeText}
        autoHeight
        {...grid}
      />
    </Box>
  );
}

/** Rows as tall as their content, cells centred: a cell of two lines stays readable. */
export const growingRows = {
  getRowHeight: () => 'auto' as const,
  sx: { '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' } },
};

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
    // Headers wrap between words only: a word broken mid-way ("Zah-lungen") reads badly.
    '& .MuiDataGrid-columnHeaderTitle': {
      whiteSpace: 'normal',
      lineHeight: 1.2,
      hyphens: 'manual',
      overflowWrap: 'normal',
    },
  };
}

/**
 * At a tablet's width (the navigation takes 220 px of 820) the grids leave out what is
 * secondary, so the actions stay in view without scrolling sideways.
 */
export function useNarrow(): boolean {
  return useMediaQuery('(max-width: 1100px)');
}

/** The columns `fields` hidden when narrow. */
export function hiddenWhen(narrow: boolean, fields: string[]): GridColumnVisibilityModel {
  return narrow ? Object.fromEntries(fields.map((f) => [f, false])) : {};
}
