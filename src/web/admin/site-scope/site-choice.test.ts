// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { chosenSite, rememberSite, searchWithSite, setSiteChoices, withChosenSite } from './site-choice';

const at = (search: string) => window.history.replaceState(null, '', `/admin/bookings${search}`);

describe("the back office's chosen site", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    setSiteChoices(['markt', 'bahnhof', 'pr-west']);
    at('');
  });

  it('sends the site of the address with every list call, not with the session calls', () => {
    at('?site=bahnhof');
    expect(withChosenSite('/api/admin/bookings?plate=F')).toBe('/api/admin/bookings?plate=F&site=bahnhof');
    expect(withChosenSite('/api/admin/stays')).toBe('/api/admin/stays?site=bahnhof');
    expect(withChosenSite('/api/admin/auth/me')).toBe('/api/admin/auth/me');
    // A call that names its site keeps it.
    expect(withChosenSite('/api/admin/bookings?site=markt')).toBe('/api/admin/bookings?site=markt');
  });

  it("finds the tab's choice again when a link drops the query; every site when nothing was chosen", () => {
    expect(chosenSite()).toBeUndefined();
    expect(withChosenSite('/api/admin/bookings')).toBe('/api/admin/bookings');
    rememberSite('pr-west');
    expect(chosenSite()).toBe('pr-west');
    expect(chosenSite('?site=markt')).toBe('markt');
    rememberSite(undefined);
    expect(chosenSite()).toBeUndefined();
  });

  it('ignores a site the operator may not choose, and every site in a one-site shop', () => {
    expect(chosenSite('?site=mond')).toBeUndefined();
    setSiteChoices(['main']);
    expect(chosenSite('?site=main')).toBeUndefined();
    at('?site=main');
    expect(withChosenSite('/api/admin/bookings')).toBe('/api/admin/bookings');
  });

  it('keeps the other parameters of the address when the site changes', () => {
    expect(searchWithSite('?tab=open&site=markt', 'bahnhof')).toBe('?tab=open&site=bahnhof');
    expect(searchWithSite('?tab=open&site=markt', undefined)).toBe('?tab=open');
    expect(searchWithSite('?site=markt', undefined)).toBe('');
  });
});
