import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { userInfo } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { SwitchBanner } from './switch-banner';

const user = userInfo({ platform: null, enableNewRc: true });

describe('SwitchBanner', () => {
  it('invites to the new experience on home and switches to version 5 on the orders page', async () => {
    useSessionStore.setState({ userInfo: user });
    const { router } = renderScreen('/demo/home', <SwitchBanner userInfo={user} page="home" />);
    expect(screen.getByText('A new, simpler way to see your order is available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try the new experience' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/demo/orders');
    expect(router.state.location.pathname).toBe('/demo/orders');
    expect(useSessionStore.getState().userInfo?.currentVersion).toBe('5');
  });

  it('offers the classic view back on orders, and nothing where the new interface is off or fromUS', () => {
    const { unmount } = renderScreen('/demo/orders', <SwitchBanner userInfo={user} page="orders" />);
    expect(screen.getByRole('button', { name: 'Back to the classic view' })).toBeTruthy();
    unmount();
    const off = renderScreen(
      '/demo/home',
      <SwitchBanner userInfo={{ ...user, enableNewRc: false }} page="home" />,
    );
    expect(off.container.textContent).toBe('');
    off.unmount();
    const us = renderScreen('/demo/home', <SwitchBanner userInfo={{ ...user, fromUS: true }} page="home" />);
    expect(us.container.textContent).toBe('');
  });
});
