import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { useStyling } from '../content/api';
import { formatPrice } from '../../lib/format';
import { formatMoment, formatRange } from '../../lib/period-format';
import { TimedMessageView } from '../../components/timed-message';
import { usePageTitle } from '../../app/use-page-title';
import { cancelPermission, lists, type Permission } from './api';
import { AskButton, ConfirmDialog } from '../../components/confirm-dialog';
import { CardList } from './paged-list';
import { PermissionPlace } from './permission-place';
import { useConfirmedAction } from './use-confirmed-action';
import '../../lib/portal-texts';
import '../../lib/order-texts';

/** Running and cancelled stand out (filled); not yet begun and over stay quiet (outlined). */
export const STATUS_CHIP = {
  upcoming: { color: 'default', variant: 'outlined' },
  active: { color: 'success', variant: 'filled' },
  expired: { color: 'default', variant: 'outlined' },
  cancelled: { color: 'error', variant: 'filled' },
} as const;

/**
 * /portal/permissions (spec §2, §4): name, status chip, period, the ticket page; cancel only when the server
 * says it is possible, through a yes/no dialog naming the period; afterwards the list reloads.
 */
export default function PermissionsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screen.portal.permissions.headline'));
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const lang = i18n.language;
  const [result, setResult] = useState<string | null>(null);
  const { pending, ask, message, hide, dialog } = useConfirmedAction(async (p: Permission) => {
    const r = await cancelPermission(p);
    setResult(
      r.creditNote
        ? t('screen.portal.permissions.cancelled', {
            amount: formatPrice(r.refund.amountCents, lang),
            nr: r.creditNote.nr,
          })
        : t('screen.portal.permissions.cancelledFree'),
    );
  });
  // Dates with their weekday, as everywhere a driver reads a period (ADR 054).
  const now = new Date();
  // The refund is stated before the driver confirms: the amount the cancel then pays back.
  const cancelQuestion = (p: Permission) => {
    const refund = p.computed.refundCents;
    return [
      t('screen.portal.permissions.cancelText', range(p)),
      refund === undefined
        ? ''
        : refund > 0
          ? t('screen.portal.permissions.cancelRefund', { amount: formatPrice(refund, lang) })
          : t('screen.portal.permissions.cancelNoRefund'),
    ]
      .filter(Boolean)
      .join(' ');
  };
  const range = (p: Permission) => ({
    name: p.name,
    start: formatMoment(p.start, lang, zone, now, false),
    end: formatMoment(p.end, lang, zone, now, false),
  });

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
      <CardList
        name="permissions"
        fetchPage={lists.permissions}
        emptyText={t('screen.portal.permissions.empty')}
        keyOf={(p) => p._id}
        testId="permission-row"
        card={(p) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem' }} gutterBottom>
                {p.name}
              </Typography>
              {p.status && (
                <Chip
                  size="small"
                  label={t(`screen.portal.permissions.status.${p.status}`)}
                  {...STATUS_CHIP[p.status]}
                  data-testid="permission-status"
                  data-status={p.status}
                />
              )}
            </Box>
            <Typography data-testid="permission-period">
              {formatRange(p.start, p.end, lang, zone, false, now)}
            </Typography>
            <PermissionPlace p={p} testId="permission" />
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
                <AskButton
                  onClick={() => ask(p)}
                  label={t('screen.portal.permissions.cancel')}
                  ariaLabel={t('screen.portal.permissions.cancelNamed', { name: p.name })}
                  testId="permission-cancel"
                />
              )}
            </Box>
          </>
        )}
      />
      <ConfirmDialog
        {...dialog}
        type="yesNo"
        title={t('screen.portal.permissions.cancelTitle')}
        text={pending ? cancelQuestion(pending) : ''}
      />
    </>
  );
}
