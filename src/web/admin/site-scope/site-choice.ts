/**
 * The back office's chosen site (ADR 060): kept in the URL's `site` query on every page, so a
 * link or a reload shows the same car park, and in the tab's session storage, so a link
 * inside the back office that drops the query finds the choice again. Every list and
 * dashboard call takes it from here (adminCall); the screens of the dashboard and the
 * exports read the same query.
 */
const KEY = 'admin.site';

/** The sites this operator may choose (from /me); none or one: no choice, no `site` sent. */
let choices: readonly string[] = [];

export function setSiteChoices(ids: readonly string[]): void {
  choices = ids.length > 1 ? ids : [];
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The site in the URL, else the one this tab chose last; undefined: every site (also for a
 * site this operator may not choose, say one left in the tab by another login).
 */
export function chosenSite(search: string = window.location.search): string | undefined {
  const fromUrl = new URLSearchParams(search).get('site');
  const site = fromUrl !== null ? fromUrl : storage()?.getItem(KEY);
  return site && choices.includes(site) ? site : undefined;
}

export function rememberSite(site: string | undefined): void {
  if (site) storage()?.setItem(KEY, site);
  else storage()?.removeItem(KEY);
}

/** `search` with the site set (or removed for every site), keeping the other parameters. */
export function searchWithSite(search: string, site: string | undefined): string {
  const p = new URLSearchParams(search);
  if (site) p.set('site', site);
  else p.delete('site');
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * A back-office read with the chosen site: the lists and the dashboard narrow to it. The
 * session's own calls are not about a site; a call that names a site itself keeps it.
 */
export function withChosenSite(path: string): string {
  if (!path.startsWith('/api/admin/') || path.startsWith('/api/admin/auth/')) return path;
  const site = chosenSite();
  if (!site) return path;
  const [base, query = ''] = path.split('?');
  const p = new URLSearchParams(query);
  if (p.has('site')) return path;
  p.set('site', site);
  return `${base}?${p.toString()}`;
}
