import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors at once and other messages politely', () => {
    render(
      <>
        <Alert tone="error">Order not found</Alert>
        <Alert tone="info">E-mail sent</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Order not found');
    expect(screen.getByRole('status').textContent).toBe('E-mail sent');
  });

  it('takes focus when it answers what the shopper did, and only then', () => {
    const { rerender } = render(<Alert tone="error">First</Alert>);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('alert').hasAttribute('tabindex')).toBe(false);

    rerender(
      <Alert key="answer" tone="error" takeFocus>
        Order not found
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(alert);
  });
});
