import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { useStyling } from '../content/api';
import { errorText } from '../../lib/error-text';
import { formatDateTime, formatPrice } from '../../lib/format';
import { useTimedMessage } from '../../lib/use-timed-message';
import { TimedMessageView } from '../../components/timed-message';
import { usePageTitle } from '../../app/use-page-title';
import { cancelPermission, lists, useInvalidatePortal, type Permission } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { PagedList } from './paged-list';
import './texts';

/**
 * /portal/permissions (spec §2, §4): name, period, the ticket page; cancel only when the server
 * says it is possible, through a yes/no dialog naming the period; afterwards the list reloads.
 */
export default function PermissionsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screen.portal.permissions.headline'));
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const lang = i18n.language;
  const reload = useInvalidatePortal();
  const [pending, setPending] = useState<Permission | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const { message, show, hide } = useTimedMessage();
  const range = (p: Permission) => ({
    name: p.name,
    start: formatDateTime(p.start, lang, zone),
    end: formatDateTime(p.end, lang, zone),
  });

  const onClose = async (answer: string) => {
    const p = pending;
    if (answer !== 'yes' || !p) {
      setPending(null);
      return;
    }
    setBusy(true);
    try {
      const r = await cancelPermission(p);
      setResult(
        t('screen.portal.permissions.cancelled', {
          amount: formatPrice(r.refund.amountCents, lang),
          nr: r.creditNote.nr,
        }),
      );
    } catch (err) {
      show('saveError', errorText(t, i18n, err));
    } finally {
      setBusy(false);
      setPending(null);
      reload();
    }
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.portal.permissions.headline')}
      </Typography>
      <TimedMessageView message={message} onClose={hide} testId="cancel-error" />
      {result && (
        <Paper
          role="status"
          sx={{ p: 2, mb: 2, borderLeft: 4, borderColor: 'success.main' }}
          data-testid="cancel-result"
        >
          {result}
        </Paper>
      )}
      <PagedList
        name="permissions"
        fetchPage={lists.permissions}
        emptyText={t('screen.portal.permissions.empty')}
      >
        {(items) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {items.map((p) => (
              <Paper component="li" key={p._id} sx={{ p: 2 }} data-testid="permission-row">
                <Typography variant="h2" sx={{ fontSize: '1.2rem' }} gutterBottom>
                  {p.name}
                </Typography>
                <Typography data-testid="permission-period">
                  {t('screen.portal.permissions.period', range(p))}
                </Typography>
                {p.identifications
                  .filter((i) => i.source === 'lp')
                  .map((i) => (
                    <Typography key={i.code} variant="body2">
                      {t('contactForm.licensePlate')}: {i.code}
                    </Typography>
                  ))}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                  {p.ticketUrl && (
                    <Button
                      component={RouterLink}
                      to={p.ticketUrl}
                      variant="outlined"
                      aria-label={t('screen.portal.permissions.ticketNamed', { name: p.name })}
                      data-testid="permission-ticket"
                    >
                      {t('screen.portal.permissions.ticket')}
                    </Button>
                  )}
                  {p.computed.cancellationPossible && (
                    <Button
                      color="error"
                      variant="outlined"
                      onClick={() => setPending(p)}
                      aria-label={t('screen.portal.permissions.cancelNamed', { name: p.name })}
                      data-testid="permission-cancel"
                    >
                      {t('screen.portal.permissions.cancel')}
                    </Button>
                  )}
                </Box>
              </Paper>
            ))}
          </Box>
        )}
      </PagedList>
      <ConfirmDialog
        open={pending !== null}
        type="yesNo"
        busy={busy}
        title={t('screen.portal.permissions.cancelTitle')}
        text={pending ? t('screen.portal.permissions.cancelText', range(pending)) : ''}
        onClose={(a) => void onClose(a)}
      />
    </>
  );
}
