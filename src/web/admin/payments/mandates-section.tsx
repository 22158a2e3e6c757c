import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { SepaMandate } from '../../../shared/schemas/admin-payments';
import { hiddenWhen, useNarrow } from '../components/admin-grid';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatInstant } from '../components/format';
import { SectionTitle } from '../components/page-scaffold';
import { ErrorAlert } from '../error-alert';
import { paymentsApi } from './api';
import { PaymentsGrid, useMayWrite, usePagedList } from './shared';

/** The SEPA mandates; an active one can be revoked. */
export function MandatesSection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const mayWrite = useMayWrite();
  const narrow = useNarrow();
  const [revoking, setRevoking] = useState<SepaMandate | null>(null);
  const paged = usePagedList('mandates', paymentsApi.mandates);
  const { list } = paged;
  const columns: GridColDef<SepaMandate>[] = [
    {
      field: 'reference',
      headerName: t('admin.payments.mandates.reference'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ value }) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{value}</Box>,
    },
    {
      field: 'accountName',
      headerName: t('admin.payments.mandates.account'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.4, minWidth: 0 }}>
          <div>{row.accountName}</div>
          <Typography variant="body2" color="text.secondary">
            {row.iban}
          </Typography>
          {narrow && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.ownerMail}
            </Typography>
          )}
        </Box>
      ),
    },
    { field: 'ownerMail', headerName: t('admin.payments.mandates.mail'), flex: 1, minWidth: 170 },
    { field: 'signatureDate', headerName: t('admin.payments.mandates.signed'), width: 115 },
    {
      field: 'recurrent',
      headerName: t('admin.payments.mandates.recurrent'),
      width: 120,
      valueFormatter: (v: boolean) =>
        v ? t('admin.payments.mandates.yes') : t('admin.payments.mandates.no'),
    },
    {
      field: 'status',
      headerName: t('admin.payments.mandates.status'),
      width: 110,
      valueFormatter: (v: SepaMandate['status']) => t(`admin.payments.mandates.statuses.${v}`),
    },
    ...(mayWrite
      ? [
          {
            field: 'actions',
            headerName: t('admin.payments.mandates.actions'),
            width: 130,
            renderCell: ({ row }) =>
              row.status === 'active' ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setRevoking(row)}
                  data-testid={`admin-mandate-revoke-${row.id}`}
                >
                  {t('admin.payments.mandates.revoke')}
                </Button>
              ) : (
                row.revokedAt && formatInstant(row.revokedAt, i18n.language)
              ),
          } satisfies GridColDef<SepaMandate>,
        ]
      : []),
  ];
  return (
    <section aria-labelledby="mandates-title">
      <SectionTitle id="mandates-title" title={t('admin.payments.mandates.headline')} mt={4} />
      <ErrorAlert error={list.error} />
      <PaymentsGrid
        label={t('admin.payments.mandates.headline')}
        testId="admin-mandates-grid"
        hide={hiddenWhen(narrow, ['ownerMail', 'signatureDate', 'recurrent'])}
        paged={paged}
        columns={columns}
      />
      {revoking && (
        <ConfirmDialog
          title={t('admin.payments.mandates.revokeTitle')}
          text={t('admin.payments.mandates.revokeIntro', { reference: revoking.reference })}
          confirm={t('admin.payments.mandates.revoke')}
          cancel={t('admin.payments.mandates.cancel')}
          testId="admin-mandate-revoke-dialog"
          testIdOn="content"
          confirmTestId="admin-mandate-revoke-dialog-confirm"
          onClose={() => setRevoking(null)}
          run={() =>
            paymentsApi
              .revokeMandate(revoking.id)
              .then(() => client.invalidateQueries({ queryKey: ['admin', 'payments'] }))
          }
        />
      )}
    </section>
  );
}
