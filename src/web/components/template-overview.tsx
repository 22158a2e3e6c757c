import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTemplates } from '../features/booking/api';
import { errorText } from '../lib/error-text';
import { priceFromText } from '../lib/price';
import { PageSpinner } from './page-spinner';

/**
 * The templates with their next buttons; also the portal's overview. (The portal does not use
 * the landing page's cards: a lazy screen importing a first-bundle component makes the bundler
 * split React Router out of the first bundle, which costs the landing page about 2 kB.)
 */
export function TemplateOverview() {
  const { t, i18n } = useTranslation();
  const templates = useTemplates();
  return (
    <>
      {templates.isPending && <PageSpinner />}
      {templates.isError && <Alert severity="error">{errorText(t, i18n, templates.error)}</Alert>}
      {templates.data?.length === 0 && <Typography>{t('home.empty')}</Typography>}
      {templates.data && templates.data.length > 0 && (
        <Paper>
          <List>
            {templates.data.map((tpl) => (
              <ListItem key={tpl._id} divider sx={{ gap: 2, flexWrap: 'wrap' }} secondaryAction={undefined}>
                <ListItemText
                  primary={tpl.info.name}
                  secondary={`${tpl.info.description} · ${priceFromText(t, tpl.info.priceFrom, i18n.language)}`}
                  slotProps={{ primary: { component: 'h2', variant: 'h3' } }}
                />
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={`/period/${tpl._id}`}
                  data-testid={`reserve-${tpl._id}`}
                  aria-label={`${t('general.next')}: ${tpl.info.name}`}
                >
                  {t('general.next')}
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
