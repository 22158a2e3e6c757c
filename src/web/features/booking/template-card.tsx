import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { formatPrice, priceFromText } from '../../lib/price';
import { plainButtonSx } from '../../components/plain-button';

/**
 * A card of the home page, styled like MUI's Card (elevation 1) without its components in the
 * first bundle: a heading, the body, and a bottom row (price, button). Shared by the template
 * cards and the guest renewal card, so the landing page carries the styles once.
 */
export function HomeCard({
  headingId,
  title,
  children,
  footer,
  testId,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 1,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ flexGrow: 1, p: 2 }}>
        <Typography id={headingId} variant="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </Box>
      {footer && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            pb: 2,
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          {footer}
        </Box>
      )}
    </Box>
  );
}

/** A template on the home page: name, description, benefits, price from, and the book button. */
export function TemplateCard({ template }: { template: PermissionTemplate }) {
  const { t, i18n } = useTranslation();
  // The daily cap comes from the tariff, not from the operator's free text: it cannot go stale.
  const { dailyCap } = template.info;
  const benefits =
    dailyCap === undefined
      ? template.info.benefits
      : [...template.info.benefits, t('home.dailyCap', { price: formatPrice(dailyCap, i18n.language) })];
  return (
    <HomeCard
      headingId={`template-${template._id}`}
      title={template.info.name}
      footer={
        <>
          <Typography variant="h3" component="p" color="primary" data-testid={`price-${template._id}`}>
            {priceFromText(t, template.info.priceFrom, i18n.language)}
          </Typography>
          <Box
            component={RouterLink}
            to={`/period/${template._id}`}
            data-testid={`book-${template._id}`}
            aria-label={t('home.bookNamed', { name: template.info.name })}
            sx={plainButtonSx('contained')}
          >
            {t('home.book')}
          </Box>
        </>
      }
    >
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {template.info.description}
      </Typography>
      {benefits.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('home.benefits')}>
          {benefits.map((b) => (
            <li key={b} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 4 }}>
              <CheckIcon fontSize="small" color="primary" aria-hidden />
              <Typography variant="body2" component="span">
                {b}
              </Typography>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
