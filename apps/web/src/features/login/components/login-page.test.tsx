import type { LoginStyle } from '@rc/contract/shared-schemas';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from './login-page';

const style: LoginStyle = {
  merchantId: '00000000-0000-4000-8000-000000000001',
  merchantName: 'Northwind Outfitters',
  shop: 'demo',
  platform: 'shopify',
  logo: null,
  favicon: null,
  background: null,
  loginAlignment: 'right',
  removePoweredBy: false,
  fontFamily: null,
  fontUrl: null,
  customStyleConfig: {},
  loginType: 'rc4',
  theme: 'black',
  enableNewRc: false,
  fromUS: false,
  supportEmail: 'help@northwind.example',
  helpCenterUrl: null,
  legacySiteUrl: 'https://legacy.example',
  translationsVersion: null,
};

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/demo/login',
        element: <LoginPage style={style} subPath="/demo" autoLogin={false} layout="rc4" />,
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

describe('LoginPage (spec 2 "Login", 5 "Validation")', () => {
  it('asks for both fields before calling anything', async () => {
    renderAt('/demo/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your order number.')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText('Order number').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an e-mail the spec rule rejects', async () => {
    renderAt('/demo/login');
    fireEvent.input(screen.getByLabelText('Order number'), { target: { value: '#1001' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'shopper@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
  });

  it('prefills from order_number and email and labels the field by channel', () => {
    renderAt('/demo/login?order_number=%231011&email=shopper%40example.com&channel=dhgate');
    expect((screen.getByLabelText('Worry-Free Purchase ID') as HTMLInputElement).value).toBe('#1011');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('shopper@example.com');
  });

  it('shows the merchant alignment and support contact', () => {
    const { container } = renderAt('/demo/login');
    expect(container.querySelector('.login--right')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'help@northwind.example' }).getAttribute('href')).toBe(
      'mailto:help@northwind.example',
    );
  });

  it("shows the store's own support address on a channel's page, never the vendor's (issue 15)", () => {
    renderAt('/demo/login?channel=dhgate');
    expect(screen.getByRole('link', { name: 'help@northwind.example' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/resolution-center/);
  });
});

describe('LoginPage keeps what was typed before the app woke (decision 049)', () => {
  afterEach(() => {
    for (const form of document.querySelectorAll('[data-testid="server-form"]')) form.remove();
  });

  /** The server's form still on the page, as a page rendered afresh finds it, with the shopper's input. */
  function serverFormWith(values: Record<string, string>) {
    const form = document.createElement('form');
    form.dataset.form = 'login';
    form.setAttribute('data-testid', 'server-form');
    for (const [name, value] of Object.entries(values)) {
      const input = document.createElement('input');
      input.name = name;
      input.defaultValue = '';
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    return form;
  }

  it("starts its fields from the server's form when the shopper changed them", () => {
    const server = serverFormWith({ order_number: '#1001', email: 'shopper@example.com' });
    // Rendered afresh, the app's form replaces the server's: it must start from the typed values.
    const { container } = renderAt('/demo/login?email=other%40example.com');
    server.remove();
    const ours = container.querySelector('form') as HTMLFormElement;
    expect((ours.elements.namedItem('order_number') as HTMLInputElement).value).toBe('#1001');
    expect((ours.elements.namedItem('email') as HTMLInputElement).value).toBe('shopper@example.com');
  });

  it('reads the fields themselves on Continue: values put in without any event are sent', async () => {
    const { container } = renderAt('/demo/login');
    const form = container.querySelector('form') as HTMLFormElement;
    // A password manager's fill: no input or change event reaches React.
    (form.elements.namedItem('order_number') as HTMLInputElement).value = '#1001';
    (form.elements.namedItem('email') as HTMLInputElement).value = 'shopper@example';
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The e-mail rule ran on the filled value: the order number counted as given.
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByText('Please enter your order number.')).toBeNull();
  });

  it('posts to its own page (the server signs in) carrying the arrival, never credentials', () => {
    const { container } = renderAt(
      '/demo/login?channel=dhgate&forceDirect=1&claimId=c-1&access_token=secret&signature=s&order_number=%231',
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    const action = new URL(form.getAttribute('action') as string, 'http://portal.test');
    expect(action.pathname).toBe('/demo/login');
    expect(Object.fromEntries(action.searchParams)).toEqual({
      channel: 'dhgate',
      forceDirect: '1',
      claimId: 'c-1',
    });
  });

  it('shows the message of a sign-in the server refused (signInCode), and nothing for other codes', async () => {
    renderAt('/demo/login?order_number=%2399&email=a%40b.co&signInCode=2000001');
    expect((await screen.findByRole('alert')).textContent?.length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('#99');
  });

  it.each(['100009', 'abc', '200052'])('shows no notice for signInCode=%s', (code) => {
    renderAt(`/demo/login?signInCode=${code}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
