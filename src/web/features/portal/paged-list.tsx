import { useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { listErrorText } from '../../lib/error-text';
import { useTimedMessage } from '../../lib/use-timed-message';
import { TimedMessageView } from '../../components/timed-message';
import { PageSpinner } from '../../components/page-spinner';
import { PORTAL_PAGE_SIZE, SAPI_KEY, type Paged } from './api';

/** Number of pages for a count (at least one). */
export function pageCount(count: number, size = PORTAL_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/**
 * A server-paged list of the portal (15 a page, spec §9). A failed load shows the list error
 * of spec §8 for 5 s; the last page shown stays while the next one loads.
 */
export function PagedList<T>({
  name,
  fetchPage,
  emptyText,
  children,
}: {
  name: string;
  fetchPage: (page: number, signal?: AbortSignal) => Promise<Paged<T>>;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const { message, show, hide } = useTimedMessage();
  const query = useQuery({
    queryKey: [SAPI_KEY, name, page],
    queryFn: ({ signal }) => fetchPage(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) show('listError', listErrorText(t, i18n, error));
  }, [error, errorUpdatedAt, show, t, i18n]);
  const data = query.data;
  const pages = data ? pageCount(data.count) : 1;
  // A page emptied by a delete: go back to the last page that has rows.
  useEffect(() => {
    if (data && page > 0 && page >= pages) setPage(pages - 1);
  }, [data, page, pages]);

  return (
    <Box data-testid={`list-${name}`} aria-busy={query.isFetching}>
      <TimedMessageView message={message} onClose={hide} testId="list-error" />
      {query.isPending && <PageSpinner />}
      {data && data.data.length === 0 && <Typography data-testid="list-empty">{emptyText}</Typography>}
      {data && data.data.length > 0 && children(data.data)}
      {pages > 1 && (
        <Box
          component="nav"
          aria-label={t('screen.portal.list.pages')}
          sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
        >
          <Pagination
            count={pages}
            page={page + 1}
            onChange={(_, p) => setPage(p - 1)}
            color="primary"
            getItemAriaLabel={(type, p) =>
              type === 'previous'
                ? t('screen.portal.list.previous')
                : type === 'next'
                  ? t('screen.portal.list.next')
                  : t('screen.portal.list.page', { page: p, pages })
            }
            data-testid="list-pagination"
          />
        </Box>
      )}
    </Box>
  );
}

/** A paged list read as cards, one per item (a list of the account's permissions, mandates). */
export function CardList<T>({
  keyOf,
  testId,
  card,
  ...list
}: {
  name: string;
  fetchPage: (page: number, signal?: AbortSignal) => Promise<Paged<T>>;
  emptyText: string;
  keyOf: (item: T) => string;
  testId: string;
  card: (item: T) => ReactNode;
}) {
  return (
    <PagedList {...list}>
      {(items) => (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {items.map((item) => (
            <Paper component="li" key={keyOf(item)} sx={{ p: 2 }} data-testid={testId}>
              {card(item)}
            </Paper>
          ))}
        </Box>
      )}
    </PagedList>
  );
}
