import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { Trans } from '../../lib/trans';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import type { Contact } from '../../../shared/schemas/booking';
import { isDayOrLonger } from '../../../shared/domain/slots';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { useTemplate } from './api';
import { Facts } from '../../components/facts';
import { BookingSummary, OrderBlock } from './booking-summary';
import { useOrderTerms } from '../../lib/order-terms';
import { writeSession } from '../../lib/session-store';
import { useBookingSession } from './use-booking-session';
import { FORWARD_STATE } from '../../lib/payment-forward';
import { useStyling } from '../content/api';
import { PageSpinner } from '../../components/page-spinner';
import { formatCountry, formatPrice } from '../../lib/format';
import { identifierRows } from './identifier-fields';
import '../../lib/order-texts';

export function addressLines(contact: Contact, language: string): string | undefined {
  const a = contact.address;
  if (!a) return undefined;
  const country = a.country ? formatCountry(a.country, language) : undefined;
  const lines = [
    a.co ? `c/o ${a.co}` : '',
    [a.streetName, a.buildingNumber].filter(Boolean).join(' '),
    [a.zipCode, a.city].filter(Boolean).join(' '),
    country ?? '',
  ].filter((l) => l.trim() !== '');
  return lines.length ? lines.join('\n') : undefined;
}

export default function ConfirmPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useBookingSession(id);
  const { template, isPending } = useTemplate(id);
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const [accepted, setAccepted] = useState(false);
  const terms = useOrderTerms().data;
  const price = session?.selection.priceResponse?.priceToBePaid;
  // A link where the shop names the page; plain text where it names none.
  const legalLink = (url: string | null | undefined) =>
    url ? (
      <Link
        href={url}
        target="_blank"
        rel="noopener"
        onClick={(e) => e.stopPropagation()}
        data-testid={url === terms?.termsUrl ? 'terms-link' : 'privacy-link'}
      />
    ) : (
      <span />
    );

  return (
    <>
      {!session || isPending ? (
        <PageSpinner />
      ) : (
        <>
          <BookingSummary
            title={t('screen.confirm.summary')}
            product={template?.info.name}
            priceToBePaid={price}
            startTime={session.selection.priceResponse?.startTime ?? session.selection.startTime}
            endTime={session.selection.priceResponse?.endTime ?? session.selection.endTime}
            zone={zone}
            dateOnly={template ? isDayOrLonger(template.reservationSlotDetails.stepDuration) : false}
            vatRatePercent={terms?.vatRatePercent}
            changeTo={`/period/${id}`}
          />
          <OrderBlock
            id="contact"
            title={t('screen.confirm.contact')}
            changeTo={`/data/${id}`}
            // A logged-in customer whose account has every field skips the data step unless
            // the booking's data is being edited: "Ändern" opens it for editing.
            onChange={() => writeSession('contactEdit', true)}
          >
            <Facts
              rows={[
                [t('contactForm.mail'), session.contact.mail],
                [
                  t('screen.confirm.name'),
                  [session.contact.firstName, session.contact.lastName].filter(Boolean).join(' '),
                ],
                [t('screen.confirm.company'), session.contact.companyName],
                [t('screen.confirm.vatId'), session.contact.vatId],
                [t('screen.confirm.buyerReference'), session.contact.buyerReference],
                [t('screen.data.address'), addressLines(session.contact, i18n.language)],
                [t('screen.confirm.licensePlate'), session.ids.lp, 'summary-plate'],
                ...identifierRows(t, session.ids),
              ]}
            />
          </OrderBlock>
          <FormControlLabel
            sx={{ mb: 2, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
            control={
              <Checkbox
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'confirm-checkbox' } as object }}
              />
            }
            label={
              <Trans
                i18nKey="order.accept"
                components={{ terms: legalLink(terms?.termsUrl), privacy: legalLink(terms?.privacyUrl) }}
              />
            }
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            {/* § 312j (3) BGB: the button that orders names the duty to pay (ADR 041). */}
            <Button
              variant="contained"
              size="large"
              disabled={!accepted}
              onClick={() => navigate(`/payment/${id}`, { state: FORWARD_STATE })}
              data-testid="next-button"
            >
              {price
                ? t('order.payButton', { price: formatPrice(price, i18n.language) })
                : t('order.freeButton')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
