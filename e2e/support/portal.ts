/**
 * Drivers of the customer portal in E2E specs: an account made through the operator's token
 * API, and its first login, which asks for a new password before anything else.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const INITIAL_PASSWORD = 'Erstes-Passwort-2026';
export const STRONG_PASSWORD = 'Sicheres-Passwort-2027';

/** A customer with INITIAL_PASSWORD (and the plates given), created by the operator. */
export async function createCustomer(
  shopUrl: string,
  operatorToken: string,
  mail: string,
  licensePlates?: string[],
): Promise<{ id: string; username: string }> {
  const res = await fetch(`${shopUrl}/api/operator/customers`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${operatorToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      mail,
      firstName: 'Kim',
      lastName: 'Kunde',
      ...(licensePlates ? { licensePlates } : {}),
      password: INITIAL_PASSWORD,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; username: string };
}

/** Logs in at `url` (a portal page) and sets STRONG_PASSWORD, as the first login asks. */
export async function firstLogin(page: Page, url: string, username: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('login-form').waitFor();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(INITIAL_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByTestId('change-password-form').waitFor();
  await page.getByTestId('password-old').fill(INITIAL_PASSWORD);
  await page.getByTestId('password-new').fill(STRONG_PASSWORD);
  await page.getByTestId('password-confirmation').fill(STRONG_PASSWORD);
  await page.getByTestId('change-password-form-submit').click();
  await page.getByTestId('change-password-form').waitFor({ state: 'detached' });
}
