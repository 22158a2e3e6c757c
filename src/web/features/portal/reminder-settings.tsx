import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { reminderSettingsSchema, type ReminderSettingsBody } from '../../../shared/schemas/reminders';
import { apiGet, apiPut } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useTimedMessage } from '../../lib/use-timed-message';
import { TimedMessageView } from '../../components/timed-message';

const KEY = ['reminder-settings'];
const parse = (v: unknown) => reminderSettingsSchema.parse(v);

/**
 * The portal's reminder switches (ADR 044): the mail before a permit ends and the
 * mail when a renewal's payment fails. Each switch saves at once.
 */
export function ReminderSettingsSection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const { message, show, hide } = useTimedMessage();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet('/sapi/customer/reminders', parse, signal),
  });
  const save = useMutation({
    mutationFn: (next: ReminderSettingsBody) => apiPut('/sapi/customer/reminders', next, parse),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      show('saveSuccess', t('general.save.labelSuccess'));
    },
    onError: (err) => show('saveError', `${t('general.save.labelError')} ${errorText(t, i18n, err)}`),
  });
  const value = settings.data;
  const toggle = (field: keyof ReminderSettingsBody) => (_e: unknown, checked: boolean) => {
    if (value) save.mutate({ ...value, [field]: checked });
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
      data-testid="reminder-settings"
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('screen.portal.reminders.headline')}
      </Typography>
      <FormGroup>
        {(['endReminder', 'renewalFailure'] as const).map((field) => (
          <FormControlLabel
            key={field}
            control={
              <Switch
                checked={value?.[field] ?? false}
                disabled={!value || save.isPending}
                onChange={toggle(field)}
                slotProps={{ input: { 'data-testid': `reminder-${field}` } as object }}
              />
            }
            label={t(`screen.portal.reminders.${field}`)}
          />
        ))}
      </FormGroup>
      <TimedMessageView message={message} onClose={hide} />
    </Paper>
  );
}
