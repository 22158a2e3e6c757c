import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { AdminGrid, hiddenWhen, useNarrow, wrapCells } from '../components/admin-grid';
import { SectionTitle } from '../components/page-scaffold';
import { textOf } from './common';
import type { SiteDoc } from './template-doc';

/** One line of a site's entrance (street and number, zip and city), as drivers read it. */
export function entranceLine(site: SiteDoc): string {
  const e = site.entrance;
  if (!e) return site.location ?? '';
  return `${`${e.street} ${e.number ?? ''}`.trim()}, ${e.zip} ${e.city}`;
}

/**
 * The shop's car parks (ADR 060): each with its entrance, phone and walk-in places; an admin
 * creates, edits and deletes them, and opens a site's walk-in tariff versions from here.
 */
export function SitesSection(props: {
  data: CatalogueResponse | undefined;
  loading: boolean;
  lang: string;
  onCreate: () => void;
  onEdit: (site: SiteDoc) => void;
  onTariffs: (site: SiteDoc) => void;
  onDelete: (site: SiteDoc) => void;
}) {
  const { t } = useTranslation();
  const { data, lang } = props;
  const narrow = useNarrow();
  const sites = (data?.document.sites ?? []) as SiteDoc[];
  const k = (key: string) => t(`admin.catalogue.sites.${key}`);
  const columns: GridColDef<SiteDoc>[] = [
    { field: 'id', headerName: t('admin.catalogue.id'), width: 120 },
    {
      field: 'name',
      headerName: t('admin.catalogue.name'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_v, row) => textOf(row.name, lang),
    },
    {
      field: 'entrance',
      headerName: k('entrance'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, row) => entranceLine(row),
    },
    {
      field: 'phone',
      headerName: k('phone'),
      width: 130,
      valueGetter: (_v, row) => row.contact?.phone ?? '',
    },
    {
      field: 'places',
      headerName: k('walkInPlaces'),
      width: 110,
      valueGetter: (_v, row) => (row.parking ? (row.parking.capacity ?? k('unlimited')) : k('noWalkIn')),
    },
    {
      field: 'actions',
      headerName: t('admin.catalogue.actions'),
      width: 340,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%', flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => props.onEdit(row)}
            data-testid={`admin-site-edit-${row.id}`}
            aria-label={`${t('admin.catalogue.edit')}: ${textOf(row.name, lang)}`}
          >
            {t('admin.catalogue.edit')}
          </Button>
          {row.parking && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => props.onTariffs(row)}
              data-testid={`admin-site-tariffs-${row.id}`}
              aria-label={`${k('walkInTariff')}: ${textOf(row.name, lang)}`}
            >
              {k('walkInTariff')}
            </Button>
          )}
          {sites.length > 1 && (
            <Button
              size="small"
              color="error"
              onClick={() => props.onDelete(row)}
              data-testid={`admin-site-delete-${row.id}`}
              aria-label={`${k('delete')}: ${textOf(row.name, lang)}`}
            >
              {k('delete')}
            </Button>
          )}
        </Box>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="catalogue-sites" sx={{ mb: 4 }}>
      <SectionTitle
        id="catalogue-sites"
        title={k('title')}
        size="1.4rem"
        gap={1}
        actions={
          <Button
            variant="contained"
            onClick={props.onCreate}
            disabled={!data}
            data-testid="admin-site-create"
          >
            {k('create')}
          </Button>
        }
      />
      <AdminGrid
        label={k('title')}
        rows={sites}
        columns={columns}
        columnVisibilityModel={hiddenWhen(narrow, ['id', 'phone', 'places'])}
        loading={props.loading}
        hideFooter
        getRowHeight={() => 'auto'}
        sx={wrapCells(56)}
        data-testid="admin-site-grid"
      />
    </Box>
  );
}
