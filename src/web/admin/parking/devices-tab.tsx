import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import {
  deviceDirectionSchema,
  type AccessDevice,
  type DeviceDirection,
} from '../../../shared/schemas/access';
import { AdminGrid, wrapCells } from '../components/admin-grid';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatMinute } from '../components/format';
import { FormDialog, stackedContent } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { can, useAdminMe } from '../session';
import type { PublicSite } from '../../../shared/schemas/sites';
import { parkingApi } from './api';
import { FilterRow } from './shared';

interface Created {
  name: string;
  apiKey: string;
}

/** The access devices: list; staff create one (its key is shown once) and revoke. */
export function DevicesTab() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const staff = can(useAdminMe().data?.operator.role, 'staff');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [revoking, setRevoking] = useState<AccessDevice | null>(null);
  const [error, setError] = useState<unknown>(null);
  const devices = useQuery({ queryKey: ['admin', 'parking', 'devices'], queryFn: parkingApi.devices });
  // A shop of several car parks names each device's car park; a shop of one shows none.
  const sites = useQuery({ queryKey: ['admin', 'parking', 'sites'], queryFn: parkingApi.sites }).data ?? [];
  const several = sites.length > 1;
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'parking'] });
  const when = (v: string | null, none: string) => (v ? formatMinute(v, i18n.language) : none);

  const columns: GridColDef<AccessDevice>[] = [
    { field: 'name', headerName: t('admin.parking.col.name'), flex: 1.3, minWidth: 100 },
    ...(several
      ? [
          {
            field: 'siteId',
            headerName: t('admin.parking.col.site'),
            flex: 1.2,
            minWidth: 90,
            valueFormatter: (v: string) => sites.find((s) => s.id === v)?.name ?? v,
          } satisfies GridColDef<AccessDevice>,
        ]
      : []),
    {
      field: 'direction',
      headerName: t('admin.parking.col.direction'),
      flex: 1,
      minWidth: 72,
      valueFormatter: (v: DeviceDirection) => t(`admin.parking.direction.${v}`),
    },
    {
      field: 'createdAt',
      headerName: t('admin.parking.col.createdAt'),
      flex: 1.2,
      minWidth: 90,
      valueFormatter: (v: string) => formatMinute(v, i18n.language),
    },
    {
      field: 'lastSeenAt',
      headerName: t('admin.parking.col.lastSeenAt'),
      flex: 1.2,
      minWidth: 90,
      valueFormatter: (v: string | null) => when(v, t('admin.parking.devices.never')),
    },
    {
      field: 'revokedAt',
      headerName: t('admin.parking.col.revokedAt'),
      flex: 1.2,
      minWidth: 90,
      valueFormatter: (v: string | null) => when(v, t('admin.parking.devices.active')),
    },
    ...(staff
      ? [
          {
            field: 'actions',
            headerName: t('admin.parking.col.actions'),
            width: 110,
            sortable: false,
            renderCell: ({ row }) =>
              row.revokedAt ? null : (
                <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    sx={{ textTransform: 'none' }}
                    aria-label={t('admin.parking.devices.revokeFor', { name: row.name })}
                    data-testid={`parking-device-revoke-${row.id}`}
                    onClick={() => setRevoking(row)}
                  >
                    {t('admin.parking.devices.revoke')}
                  </Button>
                </Box>
              ),
          } satisfies GridColDef<AccessDevice>,
        ]
      : []),
  ];

  return (
    <>
      {staff && (
        <FilterRow>
          <Button
            variant="contained"
            onClick={() => {
              setError(null);
              setCreating(true);
            }}
            data-testid="parking-device-create"
          >
            {t('admin.parking.devices.create')}
          </Button>
        </FilterRow>
      )}
      <ErrorAlert error={error ?? devices.error} />
      <AdminGrid
        label={t('admin.parking.tabs.devices')}
        testId="parking-devices"
        rows={devices.data ?? []}
        columns={columns}
        loading={devices.isFetching}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50, 100]}
        getRowHeight={() => 'auto'}
        sx={wrapCells(52)}
      />
      {creating && (
        <CreateDialog
          sites={sites}
          onClose={() => setCreating(false)}
          onCreated={(c) => {
            setCreating(false);
            setCreated(c);
            void refresh();
          }}
        />
      )}
      {created && <KeyDialog created={created} onClose={() => setCreated(null)} />}
      {revoking && (
        <ConfirmDialog
          titleId="parking-revoke-title"
          title={t('admin.parking.devices.revokeTitle')}
          text={t('admin.parking.devices.revokeText', { name: revoking.name })}
          confirm={t('admin.parking.devices.revoke')}
          cancel={t('admin.parking.cancel')}
          confirmTestId="parking-device-revoke-confirm"
          danger
          fullWidth={false}
          onClose={() => setRevoking(null)}
          onConfirm={() => {
            const target = revoking;
            setRevoking(null);
            setError(null);
            parkingApi.revokeDevice(target.id).then(refresh, setError);
          }}
        />
      )}
    </>
  );
}

function CreateDialog({
  sites,
  onClose,
  onCreated,
}: {
  /** The shop's car parks: a choice only when there are several. */
  sites: PublicSite[];
  onClose: () => void;
  onCreated: (c: Created) => void;
}) {
  const { t } = useTranslation();
  const { busy, error, call } = useCall();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const name = String(data.get('name')).trim();
    call(
      () =>
        parkingApi.createDevice({
          name,
          direction: data.get('direction') as DeviceDirection,
          ...(sites.length > 1 ? { siteId: String(data.get('siteId')) } : {}),
        }),
      ({ apiKey }) => onCreated({ name, apiKey }),
    );
  };
  return (
    <FormDialog
      titleId="parking-device-create-title"
      title={t('admin.parking.devices.createTitle')}
      testId="parking-device-form"
      onClose={onClose}
      onSubmit={submit}
      cancel={t('admin.parking.cancel')}
      submit={t('admin.parking.devices.save')}
      submitTestId="parking-device-save"
      busy={busy}
      maxWidth="xs"
      stacked
    >
      <ErrorAlert error={error} />
      <TextField
        name="name"
        label={t('admin.parking.devices.name')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'parking-device-name' } }}
      />
      <TextField
        name="direction"
        select
        defaultValue="both"
        label={t('admin.parking.devices.direction')}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'parking-device-direction' },
        }}
      >
        {deviceDirectionSchema.options.map((d) => (
          <option key={d} value={d}>
            {t(`admin.parking.direction.${d}`)}
          </option>
        ))}
      </TextField>
      {sites.length > 1 && (
        <TextField
          name="siteId"
          select
          required
          defaultValue={sites[0].id}
          label={t('admin.parking.devices.site')}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'parking-device-site' },
          }}
        >
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}

/** The new device's key, this one time: copy it into the device. */
function KeyDialog({ created, onClose }: { created: Created; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="parking-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="parking-key-title">{t('admin.parking.devices.keyTitle')}</DialogTitle>
      <DialogContent sx={stackedContent}>
        <Alert severity="warning">{t('admin.parking.devices.keyHint')}</Alert>
        <TextField
          label={t('admin.parking.devices.key', { name: created.name })}
          value={created.apiKey}
          multiline
          autoFocus
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'parking-device-key' } }}
        />
        {copied && (
          <Alert severity="success" role="status">
            {t('admin.parking.devices.copied')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          data-testid="parking-device-copy"
          onClick={() =>
            void navigator.clipboard?.writeText(created.apiKey).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('admin.parking.devices.copy')}
        </Button>
        <Button variant="contained" onClick={onClose} data-testid="parking-device-key-close">
          {t('admin.parking.closeDialog')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
