// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { de } from '../../../shared/i18n/de-full';
import { authView } from '../auth/api';
import { LOGIN_ERROR_MS, LOGIN_SHAKE_MS } from '../../lib/timings';
import { PortalFrame } from './portal-frame';
import { PagedList, pageCount } from './paged-list';
import { ConfirmDialog, dialogButtons, dismissResult } from '../../components/confirm-dialog';
import { newPasswordProblem } from './password-form';
import { lists } from './api';
import PermissionsPage from './permissions-page';

/**
 * The portal's client behaviour against a fake server at the HTTP boundary (fetch): the auth
 * states of spec §4, the login and password messages of §8, paging (§9) and the dialog types.
 */
type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown };
let handler: Handler;
const calls: Array<{ url: string; method: string; body: unknown }> = [];
const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
  calls.push({
    url,
    method: init.method ?? 'GET',
    body: init.body ? JSON.parse(init.body as string) : undefined,
  });
  const { status, body } = handler(url, init);
  return {
    ok: status < 300,
    status,
    statusText: '',
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
});

const styling = {
  styling: {
    websiteName: 'Testshop',
    shopLanguage: 'de',
    theme: 'colorGreen',
    navigation: [],
    landing: { header: '' },
    footerContent: '',
    timeZone: 'Europe/Berlin',
  },
  options: { enableCustomerShop: true, enableSignUp: false },
};
const loggedOut = { loggedIn: false, username: '', requirePasswordChange: false };
const err = (status: number, code: string) => ({ status, body: { code, message: code } });

/** A server: styling, auth info from `auth`, and whatever `extra` answers. */
function server(
  auth: () => unknown,
  extra: Handler = () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'x' } }),
): Handler {
  return (url, init) => {
    if (url.startsWith('/api/page/styling')) return { status: 200, body: styling };
    if (url === '/auth/info') return { status: 200, body: auth() };
    return extra(url, init);
  };
}

function renderPortal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/portal']}>
        <Routes>
          <Route path="/portal" element={<PortalFrame />}>
            <Route index element={<p data-testid="portal-content">Portal</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

notifyManager.setScheduler(queueMicrotask);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  calls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('auth states (spec §4)', () => {
  it('maps the auth info to spinner, login, password change and portal', () => {
    expect(authView(undefined)).toBe('loading');
    expect(authView(loggedOut)).toBe('login');
    expect(authView({ loggedIn: true, username: 'a', requirePasswordChange: true })).toBe('changePassword');
    expect(authView({ loggedIn: true, username: 'a', requirePasswordChange: false })).toBe('portal');
  });

  it('shows the login form, then the forced change, then the portal after re-checking auth', async () => {
    let info: unknown = loggedOut;
    handler = server(
      () => info,
      (url, init) => {
        if (url === '/auth/login') {
          info = { loggedIn: true, username: 'kim', requirePasswordChange: true };
          return { status: 200, body: info };
        }
        if (url === '/auth/change-password' && init.method === 'POST') {
          const b = JSON.parse(init.body as string) as { oldPassword: string };
          if (b.oldPassword !== 'Initial-Pass-2026') return err(401, 'WRONG_OLD_PASSWORD');
          info = { loggedIn: true, username: 'kim', requirePasswordChange: false };
          return { status: 204 };
        }
        return err(404, 'NOT_FOUND');
      },
    );
    renderPortal();
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.getByTestId('login-submit').textContent).toBe('Anmelden');
    type('login-username', 'kim');
    type('login-password', 'Initial-Pass-2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('change-password-form')).toBeTruthy();
    expect(screen.queryByTestId('portal-menu')).toBeNull();

    // A weak password is refused before any call, with the spec's text.
    type('password-old', 'Initial-Pass-2026');
    type('password-new', 'short1A');
    type('password-confirmation', 'short1A');
    fireEvent.click(screen.getByTestId('change-password-form-submit'));
    expect(screen.getByTestId('password-problem').textContent).toBe(de.changePasswordScreen.conformityNotMet);
    type('password-new', 'Strong-Password-2026');
    type('password-confirmation', 'Strong-Password-2027');
    fireEvent.click(screen.getByTestId('change-password-form-submit'));
    expect(screen.getByTestId('password-problem').textContent).toBe(de.changePasswordScreen.notMatching);
    expect(calls.some((c) => c.url === '/auth/change-password')).toBe(false);

    // 401 from the server: the wrong old password.
    type('password-old', 'wrong');
    type('password-confirmation', 'Strong-Password-2026');
    fireEvent.click(screen.getByTestId('change-password-form-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('password-problem').textContent).toBe(
        de.changePasswordScreen.wrongOldPassword,
      ),
    );

    type('password-old', 'Initial-Pass-2026');
    fireEvent.click(screen.getByTestId('change-password-form-submit'));
    expect(await screen.findByTestId('portal-content')).toBeTruthy();
    expect(screen.getByTestId('portal-menu')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/auth/info').length).toBeGreaterThanOrEqual(2);
  });

  it('logs out even when the logout call fails', async () => {
    handler = server(
      () => ({ loggedIn: true, username: 'kim', requirePasswordChange: false }),
      () => err(500, 'INTERNAL'),
    );
    renderPortal();
    fireEvent.click(await screen.findByTestId('portal-logout'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(calls.some((c) => c.url === '/auth/logout' && c.method === 'POST')).toBe(true);
  });
});

describe('login failures (spec §8, §9)', () => {
  it('shakes the form for about 510 ms on wrong credentials (403)', async () => {
    handler = server(
      () => loggedOut,
      () => err(403, 'WRONG_CREDENTIALS'),
    );
    renderPortal();
    const form = await screen.findByTestId('login-form');
    vi.useFakeTimers();
    type('login-username', 'kim');
    type('login-password', 'nope');
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(form.getAttribute('data-shake')).toBe('true');
    expect(screen.getByTestId('login-inline-error').textContent).toBe(de.loginScreen.wrongCredentials);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_SHAKE_MS - 10));
    expect(form.getAttribute('data-shake')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(form.getAttribute('data-shake')).toBe('false');
    expect(LOGIN_SHAKE_MS).toBe(510);
  });

  it('shows loginScreen.error for 3 s on any other failure', async () => {
    handler = server(
      () => loggedOut,
      () => err(500, 'INTERNAL'),
    );
    renderPortal();
    await screen.findByTestId('login-form');
    vi.useFakeTimers();
    type('login-username', 'kim');
    type('login-password', 'pw');
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('login-error').textContent).toBe(de.loginScreen.error);
    expect(screen.getByTestId('login-form').getAttribute('data-shake')).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_ERROR_MS - 100));
    expect(screen.queryByTestId('login-error')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('answers the forgot form neutrally, whatever the server says', async () => {
    handler = server(
      () => loggedOut,
      () => err(500, 'INTERNAL'),
    );
    renderPortal();
    fireEvent.click(await screen.findByTestId('login-forgot'));
    type('forgot-mail', 'nobody@example.org');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(de.loginScreen.forgotSent);
    expect(calls.find((c) => c.url === '/auth/forgot')?.body).toEqual({ mail: 'nobody@example.org' });
  });
});

describe('new password checks (spec §5)', () => {
  it('names the first problem', () => {
    const ok = 'Strong-Password-2026';
    expect(newPasswordProblem({ oldPassword: '', newPassword: ok, confirmation: ok }, true)).toBe(
      'contactForm.requiredField',
    );
    expect(newPasswordProblem({ newPassword: 'strong-password-2026', confirmation: '' }, false)).toBe(
      'changePasswordScreen.conformityNotMet',
    );
    expect(newPasswordProblem({ newPassword: ok, confirmation: `${ok}x` }, false)).toBe(
      'changePasswordScreen.notMatching',
    );
    expect(newPasswordProblem({ oldPassword: 'x', newPassword: ok, confirmation: ok }, true)).toBeNull();
  });
});

describe('paged lists (spec §8, §9)', () => {
  function renderList() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PagedList name="bills" fetchPage={lists.bills} emptyText="none">
          {(items) => (
            <ul>
              {items.map((b) => (
                <li key={b._id} data-testid="row">
                  {b.nr}
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </QueryClientProvider>,
    );
  }
  const bill = (i: number) => ({ _id: `b${i}`, nr: `R-${i}`, closingDate: '2026-11-20', secret: 's' });

  it('asks the server for 15 a page and pages through the count', async () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(31)).toBe(3);
    handler = (url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const rows = Array.from({ length: page === 2 ? 1 : 15 }, (_, i) => bill(page * 15 + i));
      return { status: 200, body: { data: rows, count: 31 } };
    };
    renderList();
    expect((await screen.findAllByTestId('row')).length).toBe(15);
    expect(calls[0]?.url).toBe('/sapi/bill?page=0&limit=15');
    fireEvent.click(
      screen.getByRole('button', {
        name: de.screen.portal.list.page.replace('{{page}}', '3').replace('{{pages}}', '3'),
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('row').map((r) => r.textContent)).toEqual(['R-30']));
    expect(calls.at(-1)?.url).toBe('/sapi/bill?page=2&limit=15');
  });

  it('shows a failed load for 5 s, translating the error code', async () => {
    handler = () => err(401, 'NOT_LOGGED_IN');
    vi.useFakeTimers();
    renderList();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('list-error').textContent).toBe(de.apiError.NOT_LOGGED_IN);
    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.queryByTestId('list-error')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByTestId('list-error')).toBeNull();
  });
});

describe('dialog (spec §4: four types)', () => {
  const t = (k: string) => k.split('.').at(-1)!;
  it('has the buttons of each type, the affirmative last', () => {
    expect(dialogButtons('yesNo', t).map((b) => b.value)).toEqual(['no', 'yes']);
    expect(dialogButtons('ok', t).map((b) => b.value)).toEqual(['ok']);
    expect(dialogButtons('okCancel', t).map((b) => b.value)).toEqual(['cancel', 'ok']);
    expect(
      dialogButtons('choice', t, [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ]).map((b) => b.value),
    ).toEqual(['cancel', 'a', 'b']);
    expect(dismissResult('yesNo')).toBe('no');
    expect(dismissResult('ok')).toBe('ok');
    expect(dismissResult('choice')).toBe('cancel');
  });

  it('answers the button pressed, the harmless one focused first', () => {
    const onClose = vi.fn();
    render(<ConfirmDialog open type="yesNo" title="Stornieren?" text="1.12. – 2.12." onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Stornieren?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('dialog-no'));
    fireEvent.click(screen.getByTestId('dialog-yes'));
    expect(onClose).toHaveBeenCalledWith('yes');
  });
});

describe('permissions list', () => {
  const permission = (over: object) => ({
    _id: 'p1',
    name: 'Gratis-Parken',
    templateId: 'gratis',
    start: '2026-11-20T11:00:00.000Z',
    end: '2026-11-20T12:00:00.000Z',
    identifications: [],
    status: 'upcoming',
    priceCents: 0,
    computed: { cancellationPossible: true },
    ticketUrl: '/t/p1/s',
    ...over,
  });

  it('names the car park of each booking and where a city-wide permit is valid; a one-site booking shows neither', async () => {
    handler = server(
      () => ({ loggedIn: true, username: 'a@b.de', requirePasswordChange: false }),
      (url) => {
        if (!url.startsWith('/sapi/permission/list'))
          return { status: 404, body: { code: 'NOT_FOUND', message: 'x' } };
        const rows = [
          permission({ site: { id: 'bahnhof', name: 'Parkhaus am Hauptbahnhof' } }),
          permission({
            _id: 'p2',
            validAt: [
              { id: 'markt', name: 'Parkhaus am Markt' },
              { id: 'bahnhof', name: 'Parkhaus am Hauptbahnhof' },
            ],
          }),
          permission({ _id: 'p3' }),
        ];
        return { status: 200, body: { data: rows, count: 3 } };
      },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PermissionsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('permission-row')).toHaveLength(3));
    const [station, cityWide, plain] = screen.getAllByTestId('permission-row');
    expect(station.textContent).toContain('Parkhaus am Hauptbahnhof');
    expect(cityWide.textContent).toContain(
      `${de.screen.ticket.validAt}: Parkhaus am Markt, Parkhaus am Hauptbahnhof`,
    );
    expect(plain.textContent).not.toContain('Parkhaus');
    expect(plain.textContent).not.toContain(de.screen.ticket.validAt);
  });

  it('shows each status as a chip and cancels a free booking (no credit note) without an error', async () => {
    let cancelled = false;
    handler = server(
      () => ({ loggedIn: true, username: 'a@b.de', requirePasswordChange: false }),
      (url, init) => {
        if (url.startsWith('/sapi/permission/list')) {
          const rows = [
            permission(cancelled ? { status: 'cancelled', computed: { cancellationPossible: false } } : {}),
            permission({ _id: 'p2', status: 'active', computed: { cancellationPossible: false } }),
            permission({ _id: 'p3', status: 'expired', computed: { cancellationPossible: false } }),
          ];
          return { status: 200, body: { data: rows, count: 3 } };
        }
        if (url === '/sapi/permission/cancel' && init.method === 'POST') {
          cancelled = true;
          return {
            status: 200,
            body: { refund: { amountCents: 0, method: 'None', status: 'none' }, creditNote: null },
          };
        }
        return { status: 404, body: { code: 'NOT_FOUND', message: 'x' } };
      },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PermissionsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const chips = () => screen.getAllByTestId('permission-status').map((c) => c.textContent);
    await waitFor(() => expect(chips()).toEqual(['Bevorstehend', 'Aktiv', 'Abgelaufen']));
    fireEvent.click(screen.getByTestId('permission-cancel'));
    fireEvent.click(await screen.findByTestId('dialog-yes'));
    expect((await screen.findByTestId('cancel-result')).textContent).toBe(
      de.screen.portal.permissions.cancelledFree,
    );
    expect(screen.queryByTestId('cancel-error')).toBeNull();
    await waitFor(() => expect(chips()).toEqual(['Storniert', 'Aktiv', 'Abgelaufen']));
  });
});
