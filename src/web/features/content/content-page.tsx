import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageData, useStyling } from './api';
import { PageSpinner } from '../../app/layout';
import { usePageTitle } from '../../app/use-page-title';

function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('general.notFound'));
  return (
    <Typography variant="h1" gutterBottom>
      {t('general.notFound')}
    </Typography>
  );
}

function PageContent({ path }: { path: string }) {
  const { t } = useTranslation();
  const page = usePageData(path);
  usePageTitle(page.data?.title);
  if (page.isPending) return <PageSpinner />;
  if (page.isError) return <Alert severity="error">{t('screen.content.notFound')}</Alert>;
  return (
    <article>
      <Typography variant="h1" gutterBottom>
        {page.data.title}
      </Typography>
      {/* The server sanitises page HTML (issue 3); it is the operator's content. */}
      <Box
        sx={{ '& a': { color: 'primary.main' }, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
        dangerouslySetInnerHTML={{ __html: page.data.content }}
      />
    </article>
  );
}

/** A content page at a navigation entry's urlPath; other paths are not found. */
export function ContentPage() {
  const { pathname } = useLocation();
  const styling = useStyling();
  if (styling.isPending) return <PageSpinner />;
  const path = pathname.replace(/\/+$/, '') || '/';
  const known = styling.data?.styling.navigation.some((n) => n.urlPath === path);
  return known ? <PageContent path={path} /> : <NotFound />;
}
