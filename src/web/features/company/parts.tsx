import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { errorText } from '../../lib/error-text';
import { SAPI_KEY } from '../portal/api';

export type Result = { ok: boolean; text: string } | null;

/**
 * One call at a time with its outcome shown: the server's code translated on failure. The
 * portal's company queries (`[SAPI_KEY, key]`) reload afterwards.
 */
export function useAction(key = 'companies') {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    setResult(null);
    try {
      const text = await work();
      if (text) setResult({ ok: true, text });
      await client.invalidateQueries({ queryKey: [SAPI_KEY, key] });
      return true;
    } catch (err) {
      setResult({ ok: false, text: errorText(t, i18n, err) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, run };
}

export function Outcome({ result, testId }: { result: Result; testId: string }) {
  if (!result) return null;
  return (
    <Alert
      severity={result.ok ? 'success' : 'error'}
      data-testid={testId}
      role={result.ok ? 'status' : 'alert'}
    >
      {result.text}
    </Alert>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" component="section" data-testid={testId} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The way back from the company's invoices and mandate. */
export function BackToCompany() {
  const { t } = useTranslation();
  return (
    <Box>
      <Link component={RouterLink} to="/portal/company">
        {t('company.back')}
      </Link>
    </Box>
  );
}
