import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountPaymentResponseSchema, type AccountOptions } from '../../../shared/schemas/company-account';
import { apiPost } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import '../../lib/order-texts';

const NONE = '';

/**
 * "On the company account" on the payment step (ADR 066): a member of an active company books
 * without paying, with a cost centre (the member's default preselected); a refusal (suspended,
 * overdue, over the limit) is shown in the visitor's language and the other payment stays below.
 */
export default function AccountPayment({
  company,
  onPaid,
}: {
  company: AccountOptions['companies'][number];
  onPaid: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [centre, setCentre] = useState(company.defaultCostCentreId ?? NONE);
  const pay = useMutation({
    mutationFn: () =>
      apiPost(
        '/api/booking/payment/account',
        { companyId: company.companyId, ...(centre !== NONE ? { costCentreId: centre } : {}) },
        accountPaymentResponseSchema,
      ),
    onSuccess: onPaid,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="account-payment">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('screen.payment.account.title', { company: company.companyName })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('screen.payment.account.note')}
      </Typography>
      {company.costCentres.length > 0 && (
        <TextField
          select
          fullWidth
          label={t('screen.payment.account.costCentre')}
          value={centre}
          onChange={(e) => setCentre(e.target.value)}
          sx={{ mb: 2, maxWidth: 420 }}
          slotProps={{
            select: { native: true },
            // "No cost centre" is the empty value a native select still shows: the label sits above it.
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'account-cost-centre' },
          }}
        >
          <option value={NONE}>{t('screen.payment.account.noCostCentre')}</option>
          {company.costCentres.map((c) => (
            <option key={c.id} value={c.id}>
              {c.code} – {c.name}
            </option>
          ))}
        </TextField>
      )}
      {pay.isError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="account-error">
          {errorText(t, i18n, pay.error)}
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => pay.mutate()}
          disabled={pay.isPending || pay.isSuccess}
          data-testid="account-pay"
        >
          {t('screen.payment.account.pay')}
        </Button>
      </Box>
    </Paper>
  );
}
