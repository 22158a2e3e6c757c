import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { securityLogSchema } from '../../../shared/schemas/auth';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { apiGet } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useStyling } from '../content/api';
import '../../lib/portal-texts';

/**
 * /portal/security: the account's last logins, failed logins and password events,
 * so a customer notices a login that was not theirs. Loaded only when opened.
 */
export default function SecurityPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screen.portal.security.headline'));
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const log = useQuery({
    queryKey: ['security-log'],
    queryFn: ({ signal }) => apiGet('/sapi/customer/security-log', securityLogSchema, signal),
  });

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.portal.security.headline')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('screen.portal.security.intro')}</Typography>
      {log.isPending && <PageSpinner />}
      {log.isError && <Alert severity="error">{t('screen.portal.security.error')}</Alert>}
      {log.data && log.data.entries.length === 0 && (
        <Typography>{t('screen.portal.security.empty')}</Typography>
      )}
      {log.data && log.data.entries.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {log.data.entries.map((e, i) => (
            <Box component="li" key={`${e.at}-${i}`} data-testid="security-entry">
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                  <Typography
                    component="p"
                    sx={{ fontWeight: 600 }}
                    color={e.kind === 'login-failed' ? 'error' : undefined}
                  >
                    {t(`screen.portal.security.${e.kind}`)}
                  </Typography>
                  <Typography component="p">
                    <time dateTime={e.at}>{formatDateTime(e.at, i18n.language, zone)}</time>
                  </Typography>
                  <Typography component="p" color="text.secondary">
                    {e.device ?? t('screen.portal.security.unknownDevice')}
                    {e.address ? ` · ${t('screen.portal.security.address', { address: e.address })}` : ''}
                  </Typography>
                </CardContent>
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
