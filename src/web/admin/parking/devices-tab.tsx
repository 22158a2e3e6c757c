import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  deviceDirectionSchema,
  type AccessDevice,
  type DeviceDirection,
} from '../../../shared/schemas/access';
import { ErrorAlert } from '../error-alert';
import { useGridLocale } from '../grid-locale';
import { can, useAdminMe } from '../session';
import { parkingApi } from './api';
import { FilterRow, formatShort, wrapCells } from './shared';

interface Created {
  name: string;
  apiKey: string;
}

/** The access devices: list; staff create one (its key is shown once) and revoke. */
export function DevicesTab() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const staff = can(useAdminMe().data?.operator.role, 'staff');
  const localeText = useGridLocale();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [revoking, setRevoking] = useState<AccessDevice | null>(null);
  const [error, setError] = useState<unknown>(null);
  const devices = useQuery({ queryKey: ['admin', 'parking', 'devices'], queryFn: parkingApi.devices });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'parking'] });
  const when = (v: string | null, none: string) => (v ? formatShort(v, i18n.language) : none);

  const columns: GridColDef<AccessDevice>[] = [
    { field: 'name', headerName: t('admin.parking.col.name'), flex: 1.3, minWidth: 100 },
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
      valueFormatter: (v: string) => formatShort(v, i18n.language),
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
      <Box sx={{ bgcolor: 'background.paper' }} data-testid="parking-devices">
        <DataGrid
          aria-label={t('admin.parking.tabs.devices')}
          rows={devices.data ?? []}
          columns={columns}
          loading={devices.isFetching}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={localeText}
          autoHeight
          getRowHeight={() => 'auto'}
          sx={wrapCells(52)}
        />
      </Box>
      {creating && (
        <CreateDialog
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
        <Dialog open onClose={() => setRevoking(null)} aria-labelledby="parking-revoke-title">
          <DialogTitle id="parking-revoke-title">{t('admin.parking.devices.revokeTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('admin.parking.devices.revokeText', { name: revoking.name })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button autoFocus onClick={() => setRevoking(null)}>
              {t('admin.parking.cancel')}
            </Button>
            <Button
              variant="contained"
              color="error"
              data-testid="parking-device-revoke-confirm"
              onClick={() => {
                const target = revoking;
                setRevoking(null);
                setError(null);
                parkingApi.revokeDevice(target.id).then(refresh, setError);
              }}
            >
              {t('admin.parking.devices.revoke')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (c: Created) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const name = String(data.get('name')).trim();
    setBusy(true);
    setError(null);
    parkingApi
      .createDevice({ name, direction: data.get('direction') as DeviceDirection })
      .then(({ apiKey }) => onCreated({ name, apiKey }), setError)
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="parking-device-create-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} data-testid="parking-device-form">
        <DialogTitle id="parking-device-create-title">{t('admin.parking.devices.createTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.parking.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="parking-device-save">
            {t('admin.parking.devices.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The new device's key, this one time: copy it into the device. */
function KeyDialog({ created, onClose }: { created: Created; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="parking-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="parking-key-title">{t('admin.parking.devices.keyTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
