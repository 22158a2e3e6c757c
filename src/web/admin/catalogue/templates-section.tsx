import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { AdminGrid, hiddenWhen, useNarrow, wrapCells } from '../components/admin-grid';
import { SectionTitle } from '../components/page-scaffold';
import { catalogueApi } from './api';
import { textOf } from './common';
import { tariffText } from './tariff-fields';
import type { TemplateDoc } from './template-doc';

type Row = TemplateDoc & { retired: boolean };

/** The products with their current price (retired ones last), and the whole document's export and import. */
export function TemplatesSection(props: {
  data: CatalogueResponse | undefined;
  loading: boolean;
  lang: string;
  onCreate: () => void;
  onEdit: (template: TemplateDoc) => void;
  onTariffs: (template: TemplateDoc) => void;
  onRetire: (template: TemplateDoc) => void;
  onImport: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { data, lang } = props;
  // On a tablet the actions stay in view: id, type, places and status give way (the editor
  // shows them; a retired row says so in its actions cell).
  const narrow = useNarrow();
  const templates = ((data?.document.templates ?? []) as TemplateDoc[]).map((x) => ({
    ...x,
    retired: false,
  }));
  const retired = ((data?.retired ?? []) as TemplateDoc[]).map((x) => ({ ...x, retired: true }));

  const download = () => {
    props.onError(null);
    catalogueApi.exportDocument().then((doc) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `shop-config-r${data?.revision ?? 0}.json`;
      a.click();
      URL.revokeObjectURL(url);
    }, props.onError);
  };
  const columns: GridColDef<Row>[] = [
    { field: 'id', headerName: t('admin.catalogue.id'), width: 130 },
    {
      field: 'name',
      headerName: t('admin.catalogue.name'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_v, row) => textOf(row.name, lang),
    },
    {
      field: 'type',
      headerName: t('admin.catalogue.type'),
      width: 120,
      valueGetter: (_v, row) => t(`admin.catalogue.types.${row.type}`),
    },
    {
      field: 'price',
      headerName: t('admin.catalogue.price'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => tariffText(row.tariff, lang, t, row.reservationSlotDetails?.stepDuration),
    },
    { field: 'capacity', headerName: t('admin.catalogue.capacity'), width: 80 },
    {
      field: 'status',
      headerName: t('admin.catalogue.status'),
      width: 100,
      valueGetter: (_v, row) => (row.retired ? t('admin.catalogue.retired') : t('admin.catalogue.active')),
    },
    {
      field: 'actions',
      headerName: t('admin.catalogue.actions'),
      width: 265,
      sortable: false,
      renderCell: ({ row }) =>
        row.retired ? (
          t('admin.catalogue.retired')
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => props.onEdit(row)}
              data-testid={`admin-template-edit-${row.id}`}
            >
              {t('admin.catalogue.edit')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={() => props.onTariffs(row)}
              data-testid={`admin-template-tariffs-${row.id}`}
            >
              {t('admin.catalogue.tariffs')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => props.onRetire(row)}
              data-testid={`admin-template-retire-${row.id}`}
            >
              {t('admin.catalogue.retire')}
            </Button>
          </Box>
        ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="catalogue-templates" sx={{ mb: 4 }}>
      <SectionTitle
        id="catalogue-templates"
        title={t('admin.catalogue.templates')}
        size="1.4rem"
        gap={1}
        actions={
          <>
            <Button
              variant="contained"
              onClick={props.onCreate}
              disabled={!data}
              data-testid="admin-template-create"
            >
              {t('admin.catalogue.create')}
            </Button>
            <Button
              variant="outlined"
              onClick={download}
              disabled={!data}
              data-testid="admin-catalogue-export"
            >
              {t('admin.catalogue.export')}
            </Button>
            <Button
              variant="outlined"
              onClick={props.onImport}
              disabled={!data}
              data-testid="admin-catalogue-import"
            >
              {t('admin.catalogue.import')}
            </Button>
          </>
        }
      />
      <AdminGrid
        label={t('admin.catalogue.templates')}
        rows={[...templates, ...retired]}
        columns={columns}
        columnVisibilityModel={hiddenWhen(narrow, ['id', 'type', 'capacity', 'status'])}
        loading={props.loading}
        hideFooter
        // Names and prices wrap instead of ending in "…" (a tablet leaves them little room).
        getRowHeight={() => 'auto'}
        sx={wrapCells(56)}
        data-testid="admin-template-grid"
      />
    </Box>
  );
}
