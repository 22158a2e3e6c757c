import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { SAPI_KEY, savePlates, useMyPlates, type NamedPlate } from './api';
import '../../lib/portal-texts';

/** At most this many plates per account (the server's limit). */
const MAX_PLATES = 10;

/**
 * /portal/plates: the account's plates as a list: add, remove, name each. Saving sends
 * the whole list; the server normalises it and answers what it stored.
 */
export default function PlatesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('platesScreen.headline'));
  const client = useQueryClient();
  const stored = useMyPlates();
  const [rows, setRows] = useState<NamedPlate[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (stored.data && rows === null) setRows(stored.data);
  }, [stored.data, rows]);
  if (rows === null) return <PageSpinner />;

  const change = (i: number, field: keyof NamedPlate, value: string) =>
    setRows(
      rows.map((r, j) => (j === i ? { ...r, [field]: field === 'plate' ? value.toUpperCase() : value } : r)),
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const saved = await savePlates(rows.filter((r) => r.plate.trim()));
      setRows(saved.plates);
      setResult({ ok: true, text: t('platesScreen.saved') });
      await client.invalidateQueries({ queryKey: [SAPI_KEY] });
    } catch (err) {
      setResult({
        ok: false,
        text: err instanceof ApiError ? errorText(t, i18n, err) : t('loginScreen.error'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="plates-form"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h1">{t('platesScreen.headline')}</Typography>
      <Typography>{t('platesScreen.intro')}</Typography>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} data-testid="plates-result">
          {result.text}
        </Alert>
      )}
      {rows.length === 0 && <Typography data-testid="plates-empty">{t('platesScreen.empty')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {rows.map((r, i) => (
          <Box
            component="li"
            key={i}
            data-testid="plate-row"
            sx={{
              listStyle: 'none',
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
            }}
          >
            <TextField
              label={t('platesScreen.plate')}
              value={r.plate}
              onChange={(e) => change(i, 'plate', e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'plate-input', maxLength: 40 } }}
              sx={{ flex: '1 1 10rem' }}
            />
            <TextField
              label={t('platesScreen.name')}
              placeholder={t('platesScreen.nameHint')}
              value={r.name}
              onChange={(e) => change(i, 'name', e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'plate-name', maxLength: 40 } }}
              sx={{ flex: '1 1 10rem' }}
            />
            <IconButton
              aria-label={t('platesScreen.remove', { plate: r.plate })}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
              data-testid="plate-remove"
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={rows.length >= MAX_PLATES}
          onClick={() => setRows([...rows, { plate: '', name: '' }])}
          data-testid="plate-add"
        >
          {t('platesScreen.add')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy} data-testid="plates-save">
          {t('platesScreen.save')}
        </Button>
      </Box>
    </Box>
  );
}
