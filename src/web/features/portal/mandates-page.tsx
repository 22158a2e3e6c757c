import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TimedMessageView } from '../../components/timed-message';
import { usePageTitle } from '../../app/use-page-title';
import { deleteMandate, lists, type Mandate } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { PagedList } from './paged-list';
import { useConfirmedAction } from './use-confirmed-action';
import { formatIsoDate } from './dates';
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
      <PagedList name="mandates" fetchPage={lists.mandates} emptyText={t('screen.portal.mandates.empty')}>
        {(items) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {items.map((m) => (
              <Paper
                component="li"
                key={m.mandateId}
                sx={{ p: 2, display: 'grid', gap: 0.5 }}
                data-testid="mandate-row"
              >
                {row(t('screen.portal.mandates.mandateId'), m.mandateId)}
                {row(t('screen.portal.mandates.accountName'), m.accountName)}
                {row(t('screen.portal.mandates.iban'), m.iban)}
                {row(t('screen.portal.mandates.bic'), m.bic)}
                {row(
                  t('screen.portal.mandates.signatureDate'),
                  formatIsoDate(m.signatureDate, i18n.language),
                )}
                <Box sx={{ mt: 1 }}>
                  <Button
                    color="error"
                    variant="outlined"
                    onClick={() => ask(m)}
                    aria-label={t('screen.portal.mandates.deleteNamed', { mandateId: m.mandateId })}
                    data-testid="mandate-delete"
                  >
                    {t('screen.portal.mandates.delete')}
                  </Button>
                </Box>
              </Paper>
            ))}
          </Box>
        )}
      </PagedList>
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
