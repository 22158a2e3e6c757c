import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { formatPrice } from '../../lib/format';

export function TemplateCard({ template }: { template: PermissionTemplate }) {
  const { t, i18n } = useTranslation();
  const headingId = `template-${template._id}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="h2" gutterBottom>
          {template.info.name}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {template.info.description}
        </Typography>
        {template.info.benefits.length > 0 && (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('home.benefits')}>
            {template.info.benefits.map((b) => (
              <li key={b} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 4 }}>
                <CheckIcon fontSize="small" color="primary" aria-hidden />
                <Typography variant="body2" component="span">
                  {b}
                </Typography>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="p" color="primary">
          {t('home.priceFrom', { price: formatPrice(template.info.priceFrom, i18n.language) })}
        </Typography>
        <Button
          variant="contained"
          component={RouterLink}
          to={`/period/${template._id}`}
          data-testid={`book-${template._id}`}
          aria-label={t('home.bookNamed', { name: template.info.name })}
        >
          {t('home.book')}
        </Button>
      </CardActions>
    </Card>
  );
}
