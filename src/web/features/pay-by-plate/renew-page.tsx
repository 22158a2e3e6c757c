import './texts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PaymentIcon from '@mui/icons-material/Payment';
import { normalizePlate, plateInput } from '../../../shared/domain/plate';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/page-spinner';
import { apiPost } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDateTime, formatPrice } from '../../lib/format';
import { useBookingConfig } from '../booking/api';
import { useOrderTerms } from '../../lib/order-terms';
import { Facts } from '../../components/facts';
import { SumUpWidget } from '../../components/sumup-widget';
import { useStyling } from '../content/api';
import { splitGross, percentToBasisPoints } from '../../../shared/domain/vat';
import { Trans } from '../../lib/trans';
import Link from '@mui/material/Link';
import { findPermission, payPermission, readRenewalInput, writeRenewalInput } from './api';
import { Breakdown } from './breakdown';
import '../../lib/order-texts';

// The SEPA form (with ibantools and, on demand, the bank directory) is its own chunk.
const SepaForm = lazy(() => import('../sepa/sepa-form'));

/** The card widget's success is only a hint to the server, which then asks SumUp itself. */
function noticeCardSuccess(): Promise<unknown> {
  return apiPost('/api/booking/payment/notice', { outcome: 'success' }, () => null).catch(() => null);
}

/**
 * Guest renewal, "Already parked? Pay now" (spec §2, §4, §5, ADR 042): the amount
 * first. Step 1 asks for the plate only (or takes it from `?plate=`, handed over by home's card,
 * and looks it up at once); step 2 shows the amount with how it comes about, then the e-mail
 * address for the receipt and the payment: a redirect provider's page opens at once, a widget or
 * the SEPA form shows here. Nothing owed: on to /checkout/renew. Errors show in a closable alert
 * (spec §8). Made for a phone held next to the car: one column, big targets.
 */
export default function RenewPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('screen.renew.headline'));
  const config = useBookingConfig();
  const styling = useStyling().data?.styling;
  const zone = styling?.timeZone ?? DEFAULT_TIME_ZONE;
  const lang = i18n.language;
  const terms = useOrderTerms().data;

  const [params] = useSearchParams();
  // A plate handed over in the address (home's card) is looked up at once, before a remembered one.
  const [stored] = useState(() => {
    const handed = normalizePlate(plateInput(params.get('plate') ?? ''));
    const remembered = readRenewalInput();
    return handed ? { plate: handed, mail: remembered?.mail ?? '' } : remembered;
  });
  const [plate, setPlate] = useState(stored?.plate ?? '');
  const [mail, setMail] = useState(stored?.mail ?? '');
  const [step, setStep] = useState<1 | 2>(1);
  const [alertOpen, setAlertOpen] = useState(false);
  const find = useMutation({ mutationFn: (p: string) => findPermission(p) });
  const pay = useMutation({
    mutationFn: (v: { plate: string; mail: string }) => payPermission(v.plate, v.mail),
  });
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const toRenewCheckout = useCallback(() => navigate('/checkout/renew'), [navigate]);
  const toCheckout = useCallback(() => navigate('/checkout'), [navigate]);

  // A ticket found before in this tab (reload, back from a payment page): look it up again.
  const resumed = useRef(false);
  useEffect(() => {
    if (!stored || resumed.current) return;
    resumed.current = true;
    find.mutate(stored.plate, {
      onSuccess: () => setStep(2),
      // Gone meanwhile (left, or paid elsewhere): the form keeps the input, the tab forgets it.
      onError: () => {
        writeRenewalInput(null);
        setAlertOpen(true);
      },
    });
  }, [stored, find]);

  // On a phone the Next button can be a screen below the alert: bring the alert into view.
  useEffect(() => {
    if (alertOpen) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alertOpen]);

  // A screen-reader user hears where the second step starts; the first step keeps its focus.
  useEffect(() => {
    if (step === 2) stepHeading.current?.focus();
  }, [step]);

  const loading = find.isPending || pay.isPending;
  const error = pay.error ?? find.error;

  function submitForm(e: FormEvent) {
    e.preventDefault();
    if (!plate.trim() || loading) return;
    setAlertOpen(false);
    pay.reset();
    find.mutate(plate, {
      onSuccess: () => {
        writeRenewalInput({ plate: normalizePlate(plate), mail: mail.trim() });
        setStep(2);
      },
      onError: () => setAlertOpen(true),
    });
  }

  function requestPayment(e: FormEvent) {
    e.preventDefault();
    if (!mail.trim() || loading) return;
    setAlertOpen(false);
    writeRenewalInput({ plate: normalizePlate(plate), mail: mail.trim() });
    pay.mutate(
      { plate, mail },
      {
        onSuccess: (res) => {
          // Already paid or nothing owed (spec §4): the result screen says so.
          if (res.paymentMethod === 'None' || res.priceToBePaid === 0) toRenewCheckout();
          // A provider's own page: straight there, no extra tap (ADR 042: at most three taps).
          else if (res.paymentRedirect && res.paymentMethod !== 'Sumup' && res.paymentMethod !== 'Sepa')
            window.location.assign(res.paymentRedirect);
        },
        onError: () => setAlertOpen(true),
      },
    );
  }

  function change() {
    setAlertOpen(false);
    pay.reset();
    writeRenewalInput(null);
    setStep(1);
  }

  if (config.data && !config.data.acceptGuestRenewal) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          {t('screen.renew.headline')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }} data-testid="renew-off">
          {t('screen.renew.off')}
        </Alert>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('general.toHome')}
        </Button>
      </>
    );
  }

  const found = find.data;
  // The pay answer's figures are the ones charged (computed again at that moment).
  const shown = pay.data ?? found;
  const res = pay.data;
  const owed = res && res.paymentMethod !== 'None' && res.priceToBePaid > 0 ? res : null;

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h1" gutterBottom>
        {t('screen.renew.headline')}
      </Typography>
      {alertOpen && error && (
        <Alert
          severity="error"
          onClose={() => setAlertOpen(false)}
          closeText={t('general.close')}
          sx={{ mb: 2 }}
          data-testid="renew-error"
          ref={alertRef}
          role="alert"
        >
          {errorText(t, i18n, error)}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5, mb: 1 }}>
          {t('screen.renew.step', { step })}
        </Typography>
        {step === 1 || !found ? (
          <Box component="form" noValidate onSubmit={submitForm} data-testid="renew-form">
            <Typography sx={{ mb: 2 }}>{t('screen.renew.intro')}</Typography>
            <TextField
              label={t('screen.renew.licensePlate')}
              helperText={t('screen.renew.licensePlateHint')}
              value={plate}
              onChange={(e) => setPlate(plateInput(e.target.value))}
              required
              fullWidth
              margin="normal"
              autoComplete="off"
              slotProps={{
                htmlInput: {
                  'data-testid': 'renew-plate',
                  autoCapitalize: 'characters',
                  spellCheck: false,
                  maxLength: 40,
                },
              }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={!plate.trim() || loading}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
                data-testid="next-button"
              >
                {t('screen.renew.showAmount')}
              </Button>
            </Box>
            {find.isPending && <PageSpinner />}
          </Box>
        ) : (
          <Box data-testid="renew-ticket">
            <Typography variant="h2" gutterBottom tabIndex={-1} ref={stepHeading} sx={{ outline: 'none' }}>
              {t('screen.renew.ticket')}
            </Typography>
            {found.alreadyPaid && (
              <Alert severity="success" sx={{ mb: 2 }} data-testid="renew-already-paid">
                {/* Only the session that paid hears this, with its exit-by time (spec §2). */}
                {t('screen.renew.alreadyPaidUntil', { time: formatDateTime(found.paidUntil, lang, zone) })}
              </Alert>
            )}
            {shown && (
              <Facts
                rows={[
                  // As the camera recognised it when the server says so, else as typed (tidied).
                  [
                    t('screen.renew.licensePlate'),
                    found.licensePlate ?? normalizePlate(plate),
                    'renew-plate-value',
                  ],
                  // Which car park the stay is at: answered only by a shop of several.
                  ...(found.siteName
                    ? [[t('screen.renew.site'), found.siteName, 'renew-site'] as [string, string, string]]
                    : []),
                  [t('screen.renew.priceToBePaid'), formatPrice(shown.priceToBePaid, lang), 'renew-price'],
                ]}
              />
            )}
            {/* Nothing owed: the server answers no period (ADR 033), so none is shown. */}
            {/* A stay a permission covers later: the permission opens the exit, no exit-by time. */}
            {shown && shown.priceToBePaid > 0 && !found.coveredLater && (
              <Typography sx={{ mt: 1.5, fontWeight: 500 }} data-testid="renew-paid-until">
                {t('screen.renew.validUntil', { time: formatDateTime(shown.paidUntil, lang, zone) })}
              </Typography>
            )}
            {found.coveredLater && (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="renew-covered-later">
                {t('screen.renew.coveredLater')}
              </Alert>
            )}
            {shown?.breakdown && shown.priceToBePaid > 0 && (
              <Breakdown breakdown={shown.breakdown} zone={zone} priceToBePaid={shown.priceToBePaid} />
            )}
            {found.onAccount ? (
              <>
                {/* A fleet plate of a company in good standing: its invoice takes the stay (ADR 066). */}
                <Alert severity="success" sx={{ mt: 2 }} data-testid="renew-on-account">
                  {t('screen.renew.onAccount', { company: found.onAccount.companyName })}
                </Alert>
                <Button
                  variant="outlined"
                  size="large"
                  onClick={change}
                  sx={{ mt: 2 }}
                  data-testid="renew-change"
                >
                  {t('screen.renew.change')}
                </Button>
              </>
            ) : (
              !found.alreadyPaid &&
              shown?.priceToBePaid === 0 && (
                <Alert severity="info" sx={{ mt: 2 }} data-testid="renew-no-payment">
                  {t('screen.renew.noPaymentRequired')}
                </Alert>
              )
            )}
            {!owed && !found.onAccount && (
              <Box
                component="form"
                noValidate
                onSubmit={requestPayment}
                sx={{ mt: 2 }}
                data-testid="renew-pay-form"
              >
                <TextField
                  label={t('screen.renew.mail')}
                  // A mail is promised only where mails are really sent (not an outbox-only shop).
                  helperText={t(
                    terms?.ticketMail === false ? 'screen.renew.mailHintNoMail' : 'screen.renew.mailHint',
                  )}
                  type="email"
                  value={mail}
                  onChange={(e) => setMail(e.target.value)}
                  required
                  fullWidth
                  margin="normal"
                  autoComplete="email"
                  disabled={!!res}
                  slotProps={{
                    htmlInput: { 'data-testid': 'renew-mail', inputMode: 'email', maxLength: 254 },
                  }}
                />
                {shown && shown.priceToBePaid > 0 && (
                  <LegalLines priceToBePaid={shown.priceToBePaid} terms={terms} />
                )}
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: { xs: 'column-reverse', sm: 'row' },
                    justifyContent: 'flex-end',
                    gap: 2,
                    mt: 2,
                  }}
                >
                  <Button
                    variant="outlined"
                    size="large"
                    onClick={change}
                    disabled={loading}
                    data-testid="renew-change"
                  >
                    {t('screen.renew.change')}
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    startIcon={shown && shown.priceToBePaid > 0 ? <PaymentIcon /> : undefined}
                    disabled={loading || !!res || !mail.trim()}
                    data-testid="next-button"
                  >
                    {shown && shown.priceToBePaid > 0 ? t('screen.renew.payNow') : t('general.next')}
                  </Button>
                </Box>
              </Box>
            )}
            {pay.isPending && (
              <Box role="status" sx={{ mt: 2 }}>
                <Typography sx={{ mb: 1 }}>{t('screen.renew.requesting')}</Typography>
                <PageSpinner />
              </Box>
            )}
            {owed && (
              <Box sx={{ mt: 3 }} data-testid="renew-payment">
                {owed.paymentMethod === 'Sumup' && owed.paymentWidgetUrl ? (
                  <SumUpWidget
                    checkoutId={owed.paymentId}
                    scriptUrl={owed.paymentWidgetUrl}
                    onSuccess={() => void noticeCardSuccess().then(toRenewCheckout)}
                  />
                ) : owed.paymentMethod === 'Sepa' ? (
                  <Suspense fallback={<PageSpinner />}>
                    <SepaForm creditorName={styling?.websiteName ?? ''} onPaid={toCheckout} />
                  </Suspense>
                ) : owed.paymentRedirect ? (
                  <Button
                    component="a"
                    href={owed.paymentRedirect}
                    variant="contained"
                    size="large"
                    startIcon={<PaymentIcon />}
                    sx={{ width: { xs: '100%', sm: 'auto' } }}
                    data-testid="payment-link"
                  >
                    {t('screen.payment.proceed')}
                  </Button>
                ) : (
                  <Alert severity="warning">{t('screen.payment.unsupported')}</Alert>
                )}
                <Button variant="text" onClick={change} sx={{ mt: 2 }} data-testid="renew-change">
                  {t('screen.renew.change')}
                </Button>
              </Box>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/**
 * What the booking's order step states before its button, here before "Jetzt bezahlen": the VAT
 * the amount includes and the terms and privacy notice (links where the shop names the pages).
 */
function LegalLines({
  priceToBePaid,
  terms,
}: {
  priceToBePaid: number;
  terms: { vatRatePercent: number; termsUrl: string | null; privacyUrl: string | null } | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const link = (url: string | null | undefined, testId: string) =>
    url ? <Link href={url} target="_blank" rel="noopener" data-testid={testId} /> : <span />;
  return (
    <Box sx={{ mt: 1 }} data-testid="renew-legal">
      {terms && (
        <Typography variant="body2" data-testid="renew-vat">
          {t('order.vatIncluded', {
            rate: terms.vatRatePercent.toLocaleString(lang === 'ch' ? 'de-CH' : lang),
            amount: formatPrice(
              splitGross(priceToBePaid, percentToBasisPoints(terms.vatRatePercent)).vatCents,
              lang,
            ),
          })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        <Trans
          i18nKey="screen.renew.legal"
          components={{
            terms: link(terms?.termsUrl, 'renew-terms-link'),
            privacy: link(terms?.privacyUrl, 'renew-privacy-link'),
          }}
        />
      </Typography>
    </Box>
  );
}
