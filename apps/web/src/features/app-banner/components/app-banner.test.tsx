import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { useSessionStore } from '../../../lib/session-store';
import AppBanner from './app-banner';
import { AppBannerSlot } from './app-banner-slot';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const APP = {
  name: 'Northwind Outfitters',
  url: 'https://apps.apple.com/app/northwind-outfitters/id1234567890',
  iconUrl: null,
  subtitle: 'Track orders and shop new arrivals',
};
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function signIn(sessionId: string) {
  useSessionStore.setState({
    userInfo: {
      merchantId: '00000000-0000-4000-8000-00000000f0f0',
      platform: 'shopify',
      email: 'shopper@example.com',
      loginEmail: 'shopper@example.com',
      orderNumber: '#1001',
      orderId: '00000000-0000-4000-8000-00000000a001',
      firstName: 'Alex',
      lastName: 'Rivera',
      sessionId,
      subPath: '/demo',
      shopDomain: null,
      rc4Channel: null,
      enableNewRc: false,
      currentVersion: null,
      fromUS: false,
    },
  });
}

const banner = () => screen.queryByRole('complementary', { name: 'The Northwind Outfitters app' });
const views = () => gateway.mock.calls.filter(([name]) => name === 'user/banner-view');

beforeEach(() => {
  gateway.mockReset();
  gateway.mockResolvedValue({ ok: true, data: { recorded: true } } as never);
  signIn('session-1');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app banner', () => {
  it("shows the store's app with Explore, and records its view with the spec's payload", async () => {
    render(<AppBanner app={APP} />);
    expect(banner()).toBeTruthy();
    expect(screen.getByText('Track orders and shop new arrivals')).toBeTruthy();
    const explore = screen.getByRole('link', { name: 'Explore' });
    expect(explore.getAttribute('href')).toBe(APP.url);
    expect(explore.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(views()).toHaveLength(1));
    expect(views()[0]?.[1]).toMatchObject({
      isIOSDevice: true,
      email: 'shopper@example.com',
      orderId: '00000000-0000-4000-8000-00000000a001',
      merchantId: '00000000-0000-4000-8000-00000000f0f0',
      host: window.location.host,
    });
    expect(views()[0]?.[1]).toHaveProperty('timestamp', expect.any(Number));
  });

  it('records the view once per session: again on the next page, not again; a new sign-in, again', async () => {
    const first = render(<AppBanner app={APP} />);
    await waitFor(() => expect(views()).toHaveLength(1));
    first.unmount();
    const second = render(<AppBanner app={APP} />);
    expect(banner()).toBeTruthy();
    second.unmount();
    expect(views()).toHaveLength(1);
    signIn('session-2');
    render(<AppBanner app={APP} />);
    await waitFor(() => expect(views()).toHaveLength(2));
  });

  it('closing hides it for the rest of the session', async () => {
    const first = render(<AppBanner app={APP} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the Northwind Outfitters app banner' }));
    expect(banner()).toBeNull();
    first.unmount();
    render(<AppBanner app={APP} />);
    expect(banner()).toBeNull();
    expect(views()).toHaveLength(1);
  });

  it("sends Explore's click, and only logs its failure", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    gateway.mockImplementation(async (name) =>
      name === 'user/banner-click'
        ? ({ ok: false, code: 200000, message: null } as never)
        : ({ ok: true, data: { recorded: true } } as never),
    );
    render(<AppBanner app={APP} />);
    const explore = screen.getByRole('link', { name: 'Explore' });
    explore.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(explore);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('banner click not recorded: 200000'));
    expect(gateway).toHaveBeenCalledWith('user/banner-click', expect.objectContaining({ isIOSDevice: true }));
    expect(banner()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('where the banner goes', () => {
  function onDevice(userAgent: string) {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  }

  it('on an iPhone, for a store with an app', async () => {
    onDevice(IPHONE);
    useSessionStore.setState({ configuration: { iosApp: APP } as never });
    render(<AppBannerSlot />);
    await screen.findByRole('complementary', { name: 'The Northwind Outfitters app' });
  });

  it('never on a desktop, even for a store with an app', async () => {
    onDevice(DESKTOP);
    useSessionStore.setState({ configuration: { iosApp: APP } as never });
    const view = render(<AppBannerSlot />);
    await act(async () => {});
    expect(view.container.innerHTML).toBe('');
    expect(views()).toHaveLength(0);
  });

  it('not on an iPhone when the store has no app', async () => {
    onDevice(IPHONE);
    useSessionStore.setState({ configuration: { iosApp: null } as never });
    const view = render(<AppBannerSlot />);
    await act(async () => {});
    expect(view.container.innerHTML).toBe('');
    expect(views()).toHaveLength(0);
  });
});
