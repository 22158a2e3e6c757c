import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contentPath, usePageData, useStyling } from './api';
import { PageSpinner } from '../../components/page-spinner';
import { Notice } from '../../components/notice';
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
  if (page.isError) return <Notice severity="error">{t('screen.content.notFound')}</Notice>;
  return (
    <article>
      <Typography variant="h1" gutterBottom>
        {page.data.title}
      </Typography>
      {/* The server sanitises page HTML; it is the operator's content. */}
      <Box
        // The operator's headings and text in the theme's typography.
        sx={(theme) => ({
          overflowWrap: 'anywhere',
          lineHeight: 1.6,
          '& h2': { ...theme.typography.h2, mt: 3, mb: 1 },
          '& h3': { ...theme.typography.h3, mt: 2.5, mb: 1 },
          '& p, & ul, & ol': { mt: 0, mb: 1.5 },
          '& a': { color: 'primary.main' },
          '& img': { maxWidth: '100%', height: 'auto' },
        })}
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
  const path = contentPath(pathname);
  const known = styling.data?.styling.navigation.some((n) => n.urlPath === path);
  return known ? <PageContent path={path} /> : <NotFound />;
}
