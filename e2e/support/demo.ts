// The seeded demo store (apps/server/src/demo/demo-orders.ts) and the shopper's moves on it.

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_SHOP = 'demo';
export const SHOPPER_EMAIL = 'shopper@example.com';
export const LOGIN_PATH = `/${DEMO_SHOP}/login`;
export const HOME_PATH = `/${DEMO_SHOP}/home`;

/** Public gateway paths (spec section 7), written out: the journeys check the contract, not reuse it. */
export const API = {
  rcLogin: '/controller/resolutioncenter/orderservice/rc-login',
  rcLogout: '/controller/resolutioncenter/orderservice/rc-logout',
  getAllProtectedItem: '/gateway/ins-claim-product/api/resolution-center/get-all-protected-item',
  getClaimList: '/gateway/ins-claim-product/api/resolution-center/get-claim-list',
} as const;

/** Spec section 8, code 2000001 (also 2000006, 201002, 200019). */
export const ORDER_NOT_FOUND_MESSAGE =
  "Order not found. Please verify your order number and include any prefix (like '#'). Example: #12345. Double-check your number or contact support for help.";

export function loginForm(page: Page) {
  return {
    orderNumber: page.getByLabel('Order number', { exact: true }),
    email: page.getByLabel('E-mail', { exact: true }),
    submit: page.getByRole('button', { name: 'Continue', exact: true }),
  };
}

/** Opens the store's login page and waits until the form is there. */
export async function openLogin(page: Page, query = ''): Promise<void> {
  await page.goto(`${LOGIN_PATH}${query}`);
  await loginForm(page).submit.waitFor();
}

/** Fills the login form and presses Continue (the page decides where that leads). */
export async function submitLogin(page: Page, orderNumber: string, email: string): Promise<void> {
  const form = loginForm(page);
  await form.orderNumber.fill(orderNumber);
  await form.email.fill(email);
  await form.submit.click();
}

/** Signs in from the login page and waits for home. */
export async function signIn(page: Page, orderNumber = '#1001', email = SHOPPER_EMAIL): Promise<void> {
  await openLogin(page);
  await submitLogin(page, orderNumber, email);
  await page.waitForURL((url) => url.pathname === HOME_PATH);
  await page.getByRole('heading', { level: 2, name: 'Protected items' }).waitFor();
}

/** The path of the page now (no origin, no query). */
export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the login form of the demo store shows (at /demo or /demo/login). */
export async function expectOnStoreLogin(page: Page): Promise<void> {
  await loginForm(page).submit.waitFor();
  expect([`/${DEMO_SHOP}`, LOGIN_PATH]).toContain(pathnameOf(page));
}

/** Waits for home (`/demo/home`, or under another store path) with its item list loaded. */
export async function waitForHome(page: Page, storePath = `/${DEMO_SHOP}`): Promise<void> {
  await page.waitForURL((url) => url.pathname === `${storePath}/home`);
  await page.getByRole('heading', { level: 2, name: 'Protected items' }).waitFor();
}

/** Waits for the error page and checks the code and message it shows. */
export async function expectErrorPage(page: Page, code: number, message: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
  expect(pathnameOf(page)).toMatch(/\/error$/);
  await expect(page.getByText(`Error code ${code}`, { exact: true }).isVisible()).resolves.toBe(true);
  const shown = await page.locator('main p').first().innerText();
  if (typeof message === 'string') expect(shown).toBe(message);
  else expect(shown).toMatch(message);
}
