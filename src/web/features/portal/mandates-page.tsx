import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TimedMessageView } from '../../components/timed-message';
import { usePageTitle } from '../../app/use-page-title';
import { deleteMandate, lists, type Mandate } from './api';
import { AskButton, ConfirmDialog } from '../../components/confirm-dialog';
import { CardList } from './paged-list';
import { useConfirmedAction } from './use-confirmed-action';
import { calendarDate } from '../../../shared/domain/calendar-date';
import '../../lib/portal-texts';

/** /portal/mandates (spec §2, §4): the account's SEPA mandates; delete = confirm, delete, reload. */
export default function MandatesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screen.portal.mandates.headline'));
  const { pending, ask, message, show, hide, dialog } = useConfirmedAction(async (m: Mandate) => {
    await deleteMandate(m.mandateId);
    show('saveSuccess', t('screen.portal.mandates.deleted'));
  });

  const row = (label: string, value: string) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>
      <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.portal.mandates.headline')}
      </Typography>
      <TimedMessageView message={message} onClose={hide} testId="mandate-message" />
      <CardList
        name="mandates"
        fetchPage={lists.mandates}
        emptyText={t('screen.portal.mandates.empty')}
        keyOf={(m) => m.mandateId}
        testId="mandate-row"
        card={(m) => (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            {row(t('screen.portal.mandates.mandateId'), m.mandateId)}
            {row(t('screen.portal.mandates.accountName'), m.accountName)}
            {row(t('screen.portal.mandates.iban'), m.iban)}
            {row(t('screen.portal.mandates.bic'), m.bic)}
            {row(
              t('screen.portal.mandates.signatureDate'),
              calendarDate(m.signatureDate, i18n.language, 'medium'),
            )}
            <Box sx={{ mt: 1 }}>
              <AskButton
                onClick={() => ask(m)}
                label={t('screen.portal.mandates.delete')}
                ariaLabel={t('screen.portal.mandates.deleteNamed', { mandateId: m.mandateId })}
                testId="mandate-delete"
              />
            </Box>
          </Box>
        )}
      />
      <ConfirmDialog
        {...dialog}
        type="yesNo"
        title={t('screen.portal.mandates.deleteTitle')}
        text={
          pending
            ? t('screen.portal.mandates.deleteText', { mandateId: pending.mandateId, iban: pending.iban })
            : ''
        }
      />
    </>
  );
}
