import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { useAdminMe } from '../session';

/** /admin: the dashboard (issue 10). Scaffold: who is logged in; the charts and figures follow. */
export default function HomePage() {
  const { t } = useTranslation();
  const me = useAdminMe().data;
  useEffect(() => {
    document.title = t('admin.home.headline');
  }, [t]);
  if (!me) return null;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('admin.home.headline')}
      </Typography>
      <Typography>
        {t('admin.home.welcome', {
          username: me.operator.username,
          role: t(`admin.role.${me.operator.role}`),
        })}
      </Typography>
      <Typography color="text.secondary">{t('admin.home.more')}</Typography>
    </>
  );
}
