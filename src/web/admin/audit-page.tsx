import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import type { AuditEntry } from '../../shared/schemas/admin';
import { adminApi } from './api';
import { AdminGrid, growingRows } from './components/admin-grid';
import { auditChanges } from './audit-change';
import { formatInstant } from './components/format';
import { PageScaffold } from './components/page-scaffold';
import { ErrorAlert } from './error-alert';

interface Filters {
  actor?: string;
  action?: string;
  entity?: string;
  from?: string;
  to?: string;
}

/** A local datetime-local value as an ISO instant (the browser's time zone). */
const toIso = (v: FormDataEntryValue | null) => (v ? new Date(String(v)).toISOString() : undefined);
const text = (v: FormDataEntryValue | null) => (v ? String(v).trim() || undefined : undefined);

const MAX_LINES = 6;

/** The changed fields, one a line: "Rolle: Mitarbeiter → Administrator". */
function ChangeCell({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const changes = auditChanges(t, i18n.language, entry.before, entry.after);
  if (changes.length === 0) return null;
  const shown = changes.slice(0, MAX_LINES);
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', lineHeight: 1.4, overflowWrap: 'anywhere' }}>
      {shown.map((c) => (
        <li key={c.field}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {c.field}:
          </Box>{' '}
          {c.before === null ? c.after : `${c.before} → ${c.after ?? t('admin.auditWords.removed')}`}
        </li>
      ))}
      {changes.length > MAX_LINES && (
        <li>{t('admin.auditWords.more', { count: changes.length - MAX_LINES })}</li>
      )}
    </Box>
  );
}

/** /admin/audit (admin only): the audit log, paged and filtered on the server. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'at', sort: 'desc' }]);
  const [filters, setFilters] = useState<Filters>({});

  const query = { ...filters, page: paging.page, pageSize: paging.pageSize, order: sort[0]?.sort ?? 'desc' };
  const list = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => adminApi.audit(query),
    placeholderData: keepPreviousData,
  });

  const columns: GridColDef<AuditEntry>[] = [
    {
      field: 'at',
      headerName: t('admin.audit.at'),
      width: 180,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    { field: 'actorName', headerName: t('admin.audit.actor'), width: 130, sortable: false },
    {
      field: 'action',
      headerName: t('admin.audit.action'),
      width: 190,
      sortable: false,
      valueFormatter: (v: string) =>
        t(`admin.auditWords.actions.${v.replace(/\./g, '_')}`, { defaultValue: v }),
    },
    {
      field: 'entity',
      headerName: t('admin.audit.entity'),
      width: 110,
      sortable: false,
      valueFormatter: (v: string) => t(`admin.auditWords.entities.${v}`, { defaultValue: v }),
    },
    { field: 'entityId', headerName: t('admin.audit.entityId'), width: 150, sortable: false },
    {
      field: 'change',
      headerName: t('admin.audit.change'),
      flex: 1,
      minWidth: 240,
      sortable: false,
      renderCell: ({ row }) => <ChangeCell entry={row} />,
    },
    { field: 'address', headerName: t('admin.audit.address'), width: 130, sortable: false },
  ];

  const onFilter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const d = new FormData(e.currentTarget);
    setFilters({
      actor: text(d.get('actor')),
      action: text(d.get('action')),
      entity: text(d.get('entity')),
      from: toIso(d.get('from')),
      to: toIso(d.get('to')),
    });
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <PageScaffold title={t('admin.audit.headline')}>
      <Box
        component="form"
        onSubmit={onFilter}
        onReset={() => setFilters({})}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}
        data-testid="admin-audit-filter"
      >
        <TextField name="actor" label={t('admin.audit.actor')} />
        <TextField name="action" label={t('admin.audit.action')} />
        <TextField name="entity" label={t('admin.audit.entity')} />
        <TextField
          name="from"
          type="datetime-local"
          label={t('admin.audit.from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="to"
          type="datetime-local"
          label={t('admin.audit.to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          {t('admin.audit.filter')}
        </Button>
        <Button type="reset">{t('admin.audit.clear')}</Button>
      </Box>
      <ErrorAlert error={list.error} />
      <AdminGrid
        label={t('admin.audit.headline')}
        rows={list.data?.items ?? []}
        columns={columns}
        loading={list.isFetching}
        server={{ paging, onPaging: setPaging, total: list.data?.total }}
        pageSizeOptions={[25, 50, 100, 200]}
        sort={{ model: sort, onChange: (m) => setSort(m.length > 0 ? m : [{ field: 'at', sort: 'desc' }]) }}
        {...growingRows}
      />
    </PageScaffold>
  );
}
