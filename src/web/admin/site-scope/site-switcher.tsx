import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import type { AdminMe } from '../../../shared/schemas/admin';
import { useTranslation } from '../../lib/use-translation';
import { meKey } from '../api';
import { chosenSite, rememberSite, searchWithSite, setSiteChoices } from './site-choice';
import './texts';

/**
 * The site switcher in the top bar (ADR 060): every site the operator sees, or one. Hidden in
 * a one-site shop and for an operator of one site (nothing to choose). The choice lives in
 * the URL (`?site=`), so every page, link and reload keeps it.
 */
export function SiteSwitcher({ sites }: { sites: AdminMe['sites'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  setSiteChoices(sites.map((s) => s.id));
  const site = chosenSite(location.search);
  const inUrl = new URLSearchParams(location.search).get('site') ?? undefined;

  // A page reached without the query (a link inside a screen) gets the tab's choice back;
  // a site this operator may not choose is dropped.
  useEffect(() => {
    if (inUrl !== site) void navigate({ search: searchWithSite(location.search, site) }, { replace: true });
  }, [inUrl, site, location.search, navigate]);

  if (sites.length < 2) return null;
  const choose = (next: string | undefined) => {
    rememberSite(next);
    void navigate({ search: searchWithSite(location.search, next) });
    // The lists' keys do not name the site: what they hold is of the old choice.
    void client.resetQueries({
      predicate: (q) => q.queryKey[0] === 'admin' && q.queryKey[1] !== meKey[1],
    });
  };
  return (
    <TextField
      select
      value={site ?? ''}
      onChange={(e) => choose(e.target.value || undefined)}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': t('admin.siteScope.label'), 'data-testid': 'admin-site-switcher' },
      }}
      sx={{ minWidth: { xs: 120, sm: 170 }, maxWidth: { xs: 150, sm: 240 } }}
    >
      <option value="">{t('admin.siteScope.all')}</option>
      {sites.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </TextField>
  );
}
