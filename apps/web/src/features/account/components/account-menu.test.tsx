import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './account-menu';

function open(props: { helpCenterUrl: string | null; supportEmail: string | null }) {
  render(<AccountMenu email="alex@example.com" onSignedOut={() => undefined} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: /alex@example.com/ }));
}

describe("AccountMenu: the store's help, never the vendor's (issue 15)", () => {
  it("links the store's help centre", () => {
    open({ helpCenterUrl: 'https://help.northwind.example', supportEmail: 'help@northwind.example' });
    expect(screen.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe(
      'https://help.northwind.example',
    );
  });

  it("falls back to the store's support address", () => {
    open({ helpCenterUrl: null, supportEmail: 'help@northwind.example' });
    expect(screen.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe(
      'mailto:help@northwind.example',
    );
  });

  it('shows no help link rather than the vendor’s when the store has neither', () => {
    open({ helpCenterUrl: null, supportEmail: null });
    expect(screen.queryByRole('link', { name: 'Help Center' })).toBeNull();
    // The vendor's own site (its help centre was the old fallback); the portal's API paths carry
    // the spec's service name and are no link to the vendor.
    expect(document.body.innerHTML).not.toMatch(/resolution-center\.example/);
  });
});
