import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/** /admin/payments (issue 10). SCAFFOLD: replaced by the area's screens. */
export default function Page() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('admin.nav.payments');
  }, [t]);
  return (
    <Typography variant="h1" gutterBottom>
      {t('admin.nav.payments')}
    </Typography>
  );
}
