import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { calendarDate } from '../../../shared/domain/calendar-date';
import { useTranslation } from '../../lib/use-translation';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { useStyling } from '../content/api';
import { AskButton, ConfirmDialog } from '../../components/confirm-dialog';
import { SepaAccountFields, useSepaAccount } from '../../components/sepa-account-fields';
import {
  revokeCompanyMandate,
  signCompanyMandate,
  useCompanyDetail,
  useCompanyMandate,
  useMyCompanies,
} from './api';
import { BackToCompany, Outcome, Section, useAction } from './parts';
import '../../lib/portal-texts';
import './texts';

type Mandate = NonNullable<ReturnType<typeof useCompanyMandate>['data']>;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

/** The mandate in force, to revoke after a yes in the dialog (the outcome shows above it). */
function CurrentMandate({ mandate, revoke }: { mandate: Mandate; revoke: ReturnType<typeof useAction> }) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const answer = (result: string) => {
    if (result !== 'yes') return setAsking(false);
    void revoke
      .run(async () => {
        await revokeCompanyMandate();
        return t('companyMandate.revoked');
      })
      .then(() => setAsking(false));
  };
  return (
    <Section title={t('companyMandate.current')} testId="company-mandate-current">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        <Row label={t('companyMandate.reference')} value={mandate.reference} testId="company-mandate-reference" />
        <Row label={t('companyMandate.creditorId')} value={mandate.creditorId} />
        <Row label={t('companyMandate.accountName')} value={mandate.accountName} />
        <Row label={t('companyMandate.iban')} value={mandate.iban} />
        <Row
          label={t('companyMandate.signatureDate')}
          value={calendarDate(mandate.signatureDate, i18n.language, 'medium')}
        />
      </Box>
      <Box>
        <AskButton
          onClick={() => setAsking(true)}
          label={t('companyMandate.revoke')}
          ariaLabel={t('companyMandate.revoke')}
          testId="company-mandate-revoke"
        />
      </Box>
      <ConfirmDialog
        open={asking}
        busy={revoke.busy}
        onClose={answer}
        type="yesNo"
        title={t('companyMandate.revokeTitle')}
        text={t('companyMandate.revokeText', { reference: mandate.reference })}
      />
    </Section>
  );
}

/** A new mandate: the account's fields of the driver's direct debit, checked by the same rules. */
function SignForm({ replacing }: { replacing: boolean }) {
  const { t } = useTranslation();
  const creditor = useStyling().data?.styling?.websiteName ?? '';
  const account = useSepaAccount();
  const action = useAction('company-mandate');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!account.valid || account.blockedByBic()) return;
    void action.run(async () => {
      const signed = await signCompanyMandate(account.values);
      account.reset();
      return t('companyMandate.signed', { reference: signed.reference });
    });
  };
  return (
    <Section
      title={t(replacing ? 'companyMandate.replaceTitle' : 'companyMandate.signTitle')}
      testId="company-mandate-form"
    >
      {replacing && <Typography>{t('companyMandate.replaceNote')}</Typography>}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SepaAccountFields account={account} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('companyMandate.mandateText', { creditor })}
        </Typography>
        <Outcome result={action.result} testId="company-mandate-result" />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!account.valid || action.busy}
            data-testid="company-mandate-sign"
          >
            {t('companyMandate.sign')}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

function AdminMandate({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const detail = useCompanyDetail(companyId);
  const mandate = useCompanyMandate();
  const revoke = useAction('company-mandate');
  if (!detail.data || mandate.isPending) return <PageSpinner />;
  return (
    <>
      <Typography>{t('companyMandate.intro')}</Typography>
      <Alert severity="warning" data-testid="company-mandate-bank-notice">
        {t('companyMandate.bankNotice')}
      </Alert>
      {detail.data.company.paymentMeans === 'transfer' && (
        <Alert severity="info">{t('companyMandate.transferNote')}</Alert>
      )}
      <Outcome result={revoke.result} testId="company-mandate-revoke-result" />
      {mandate.data ? (
        <CurrentMandate key={mandate.data.id} mandate={mandate.data} revoke={revoke} />
      ) : (
        <Typography data-testid="company-mandate-none">{t('companyMandate.none')}</Typography>
      )}
      <SignForm replacing={Boolean(mandate.data)} />
    </>
  );
}

/**
 * /portal/company/mandate (ADR 067): the company admin signs the SEPA B2B mandate
 * (Firmenlastschrift), sees the one in force with its reference and creditor ID, replaces or
 * revokes it. The notice that the company's bank must confirm the mandate before the first
 * debit stays on screen: B2B has no refund right, the debtor bank checks the mandate.
 */
export default function CompanyMandatePage() {
  const { t } = useTranslation();
  usePageTitle(t('companyMandate.title'));
  const mine = useMyCompanies();
  // The server's mandate calls act on the first company the customer administers.
  const admin = mine.data?.companies.find((c) => c.role === 'admin');
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="company-mandate">
      <Typography variant="h1">{t('companyMandate.title')}</Typography>
      <BackToCompany />
      {!mine.data ? (
        <PageSpinner />
      ) : admin ? (
        <AdminMandate companyId={admin.id} />
      ) : (
        <Typography data-testid="company-mandate-admin-only">{t('company.adminOnly')}</Typography>
      )}
    </Box>
  );
}
