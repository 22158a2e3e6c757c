import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { SepaBatch } from '../../../shared/schemas/admin-payments';
import { hiddenWhen, useNarrow } from '../components/admin-grid';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatInstant, formatMoney } from '../components/format';
import { SectionTitle } from '../components/page-scaffold';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { can, useAdminMe } from '../session';
import { batchXmlUrl, paymentsApi, reexportBatch } from './api';
import { Actions, PaymentsGrid, usePagedList } from './shared';

/** The SEPA exports: make one of the open debits, download its XML again, export it again. */
export function BatchesTab() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const me = useAdminMe().data;
  const mayWrite = can(me?.operator.role, 'staff');
  const narrow = useNarrow();
  const { busy, error, call } = useCall();
  const [notice, setNotice] = useState<string | null>(null);
  const [reexport, setReexport] = useState<SepaBatch | null>(null);
  const paged = usePagedList('batches', paymentsApi.batches);
  const { list } = paged;
  const create = () => {
    setNotice(null);
    call(paymentsApi.createBatch, (b) => {
      setNotice(
        b
          ? t('admin.payments.batches.created', {
              count: b.transactionCount,
              amount: formatMoney(b.controlSumCents, i18n.language, 'de-or-en'),
            })
          : t('admin.payments.batches.nothing'),
      );
      void client.invalidateQueries({ queryKey: ['admin', 'payments'] });
    });
  };
  const columns: GridColDef<SepaBatch>[] = [
    {
      field: 'createdAt',
      headerName: t('admin.payments.batches.createdAt'),
      width: 135,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    {
      field: 'messageId',
      headerName: t('admin.payments.batches.messageId'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ value }) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{value}</Box>,
    },
    {
      field: 'transactionCount',
      headerName: t('admin.payments.batches.count'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'controlSumCents',
      headerName: t('admin.payments.batches.sum'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatMoney(v, i18n.language, 'de-or-en'),
    },
    {
      field: 'actions',
      headerName: t('admin.payments.batches.actions'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Actions>
          <Button
            size="small"
            variant="outlined"
            href={batchXmlUrl(row.id)}
            download={`sepa-${row.id}.xml`}
            data-testid={`admin-batch-download-${row.id}`}
          >
            {t('admin.payments.batches.download')}
          </Button>
          {mayWrite && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setReexport(row)}
              data-testid={`admin-batch-reexport-${row.id}`}
            >
              {t('admin.payments.batches.reexport')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];
  return (
    <section aria-labelledby="batches-title">
      <SectionTitle
        id="batches-title"
        title={t('admin.payments.batches.headline')}
        actions={
          mayWrite && (
            <Button variant="contained" onClick={create} disabled={busy} data-testid="admin-batch-create">
              {t('admin.payments.batches.create')}
            </Button>
          )
        }
      />
      {notice && (
        <Alert
          severity="info"
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
          data-testid="admin-batch-notice"
        >
          {notice}
        </Alert>
      )}
      <ErrorAlert error={error ?? list.error} />
      <PaymentsGrid
        label={t('admin.payments.batches.headline')}
        testId="admin-batches-grid"
        hide={hiddenWhen(narrow, ['transactionCount'])}
        paged={paged}
        columns={columns}
      />
      {reexport && (
        <ConfirmDialog
          title={t('admin.payments.batches.reexportTitle')}
          text={t('admin.payments.batches.reexportIntro', { messageId: reexport.messageId })}
          confirm={t('admin.payments.batches.reexport')}
          cancel={t('admin.payments.batches.cancel')}
          testId="admin-batch-reexport-dialog"
          testIdOn="content"
          confirmTestId="admin-batch-reexport-dialog-confirm"
          onClose={() => setReexport(null)}
          run={() => reexportBatch(reexport.id, me?.csrfToken ?? '')}
        />
      )}
    </section>
  );
}
