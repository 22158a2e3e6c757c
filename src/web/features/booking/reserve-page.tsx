import { useTranslation } from '../../lib/use-translation';
import Typography from '@mui/material/Typography';
import { TemplateOverview } from '../../components/template-overview';
import { usePageTitle } from '../../app/use-page-title';

/** /reserve: the templates as a list, each with a next button to its period screen. */
export default function ReservePage() {
  const { t } = useTranslation();
  usePageTitle(t('reserve.headline'));
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('reserve.headline')}
      </Typography>
      <TemplateOverview />
    </>
  );
}
