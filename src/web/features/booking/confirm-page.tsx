import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { Contact } from '../../../shared/schemas/booking';
import { isDayOrLonger } from '../../../shared/domain/slots';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { useTemplate } from './api';
import { Facts } from '../../components/facts';
import { BookingSummary } from './booking-summary';
import { useBookingSession } from './use-booking-session';
import { useStyling } from '../content/api';
import { PageSpinner } from '../../components/page-spinner';
import { formatCountry } from '../../lib/format';

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

  return (
    <>
      {!session || isPending ? (
        <PageSpinner />
      ) : (
        <>
          <BookingSummary
            title={t('screen.confirm.summary')}
            product={template?.info.name}
            priceToBePaid={session.selection.priceResponse?.priceToBePaid}
            startTime={session.selection.priceResponse?.startTime ?? session.selection.startTime}
            endTime={session.selection.priceResponse?.endTime ?? session.selection.endTime}
            zone={zone}
            dateOnly={template ? isDayOrLonger(template.reservationSlotDetails.stepDuration) : false}
          />
          <Card sx={{ mb: 2 }} component="section" aria-labelledby="contact-title">
            <CardContent>
              <Typography id="contact-title" variant="h2" gutterBottom>
                {t('screen.confirm.contact')}
              </Typography>
              <Facts
                rows={[
                  [t('contactForm.mail'), session.contact.mail],
                  [
                    t('screen.confirm.name'),
                    [session.contact.firstName, session.contact.lastName].filter(Boolean).join(' '),
                  ],
                  [t('screen.confirm.company'), session.contact.companyName],
                  [t('screen.data.address'), addressLines(session.contact, i18n.language)],
                  [t('screen.confirm.licensePlate'), session.ids.lp, 'summary-plate'],
                ]}
              />
            </CardContent>
          </Card>
          <FormControlLabel
            sx={{ mb: 2, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
            control={
              <Checkbox
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'confirm-checkbox' } as object }}
              />
            }
            label={t('screen.confirm.accept')}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              size="large"
              disabled={!accepted}
              onClick={() => navigate(`/payment/${id}`)}
              data-testid="next-button"
            >
              {t('general.next')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
