import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { SepaAccountFields, useSepaAccount } from '../../components/sepa-account-fields';
import { paySepa, payWithMandate, useMandates } from './api';
import '../../lib/order-texts';

const NEW = '';

export interface SepaFormProps {
  /** Who collects the money (shown in the mandate text). */
  creditorName: string;
  /** Called once the booking is paid (the server issued the permission). */
  onPaid: () => void;
}

/**
 * The SEPA direct debit screen (spec §2 SEPA form, §4 mandate selection, §5 rules): an
 * existing mandate (the first one with an id preselected) or a new one with account holder,
 * IBAN (input mask), BIC (filled from a German IBAN's bank code) and "save for future
 * payments". The buy button stays disabled until the input is valid. A refused payment is
 * reported in a browser alert with its status (spec §8).
 */
export default function SepaForm({ creditorName, onPaid }: SepaFormProps) {
  const { t, i18n } = useTranslation();
  const mandates = useMandates();
  const saved = useMemo(() => (mandates.data?.data ?? []).filter((m) => m.mandateId !== ''), [mandates.data]);
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? saved[0]?.mandateId ?? NEW;
  const account = useSepaAccount();
  const [save, setSave] = useState(false);
  const [busy, setBusy] = useState(false);

  const isNew = selected === NEW;
  const valid = isNew ? account.valid : saved.some((m) => m.mandateId === selected);

  async function buy() {
    if (!valid || busy) return;
    if (isNew && account.blockedByBic()) return;
    setBusy(true);
    try {
      if (isNew) await paySepa({ ...account.values, recurrentPayment: save });
      else await payWithMandate(selected);
      onPaid();
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      window.alert(t('screen.payment.sepa.failed', { status, message: errorText(t, i18n, e) }));
      setBusy(false);
    }
  }

  return (
    <Paper component="section" aria-labelledby="sepa-title" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <Typography
        id="sepa-title"
        component="h2"
        variant="h6"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}
      >
        <AccountBalanceIcon aria-hidden /> {t('screen.payment.sepa.title')}
      </Typography>
      {saved.length > 0 && (
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('screen.payment.sepa.mandate')}</FormLabel>
          <RadioGroup value={selected} onChange={(e) => setChoice(e.target.value)}>
            {saved.map((m) => (
              <FormControlLabel
                key={m.mandateId}
                value={m.mandateId}
                control={<Radio />}
                data-testid="sepa-mandate-option"
                label={t('screen.payment.sepa.existingMandate', {
                  accountName: m.accountName,
                  iban: m.iban,
                  date: formatDate(`${m.signatureDate}T12:00:00Z`, currentLanguage(), 'UTC'),
                })}
              />
            ))}
            <FormControlLabel
              value={NEW}
              control={<Radio />}
              label={t('screen.payment.sepa.newMandate')}
              data-testid="sepa-mandate-new"
            />
          </RadioGroup>
        </FormControl>
      )}
      {isNew && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SepaAccountFields account={account} />
          <FormControlLabel
            sx={{ gridColumn: { sm: '1 / -1' } }}
            control={
              <Checkbox
                checked={save}
                onChange={(e) => setSave(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'sepa-save' } as object }}
              />
            }
            label={t('screen.payment.sepa.save')}
          />
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 2 }}>
        {t('screen.payment.sepa.mandateText', { creditor: creditorName })}
      </Typography>
      <Button
        variant="contained"
        size="large"
        disabled={!valid || busy}
        onClick={() => void buy()}
        data-testid="sepa-buy"
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? t('screen.payment.sepa.paying') : t('screen.payment.sepa.buy')}
      </Button>
    </Paper>
  );
}
