import { useTranslation } from '../lib/use-translation';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { TimedMessage } from '../lib/use-timed-message';

/**
 * Shows a timed message as an alert at the top of the screen. The hook owns the timer; the
 * alert is announced by screen readers (role=alert) and can be closed early.
 */
export function TimedMessageView({
  message,
  onClose,
  testId = 'timed-message',
}: {
  message: TimedMessage | null;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={message !== null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      key={message?.id}
    >
      {message ? (
        <Alert
          severity={message.severity}
          variant="filled"
          onClose={onClose}
          slotProps={{ closeButton: { title: t('general.close'), 'aria-label': t('general.close') } }}
          data-testid={testId}
          data-kind={message.kind}
          sx={{ maxWidth: 560 }}
        >
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
