import type { LoginStyle } from '@rc/contract/shared-schemas';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
