// One prompt for the new experience at a time (issue 23): on a first load the welcome modal asks,
// and home's banner inviting the same switch waits until it is answered; its button says what it does.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { userInfo } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { useWelcomeState } from '../welcome-state';
import { SwitchBanner } from './switch-banner';
import { WelcomeModal } from './welcome-modal';

const firstVisit = userInfo({
  platform: null,
  email: 'listener@example.com',
  loginEmail: 'listener@example.com',
  orderNumber: 'LA-2001',
  subPath: '/lumen',
  enableNewRc: true,
  currentVersion: null,
});

/** Home's two prompts as the route puts them, reading the shopper from the session store. */
function Home() {
  const userInfo = useSessionStore((state) => state.userInfo) ?? firstVisit;
  return (
    <main>
      <SwitchBanner userInfo={userInfo} page="home" />
      <WelcomeModal userInfo={userInfo} />
    </main>
  );
}

const banner = () => screen.queryByText('A new, simpler way to see your order is available.');

beforeEach(() => {
  useWelcomeState.setState({ open: false });
  useSessionStore.setState({ userInfo: firstVisit });
});

describe('the welcome modal and the switch banner', () => {
  it('asks once on a first load, without the banner, with a button that says what it does', async () => {
    renderScreen('/lumen/home', <Home />);
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to the new experience' });
    expect(useSessionStore.getState().userInfo?.currentVersion).toBe('5');
    expect(banner()).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Try the new experience' })).toHaveLength(1);
    expect(welcome.textContent).not.toContain('Go to New');
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });

  it("after 'Not now' the classic home shows the banner, the one prompt left", async () => {
    renderScreen('/lumen/home', <Home />);
    await screen.findByRole('dialog', { name: 'Welcome to the new experience' });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(banner()).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSessionStore.getState().userInfo?.currentVersion).toBe('4');
    expect(screen.getAllByRole('button', { name: 'Try the new experience' })).toHaveLength(1);
  });

  it('the modal’s button switches to version 5 and lands on the orders page', async () => {
    renderScreen('/lumen/home', <Home />);
    await screen.findByRole('dialog', { name: 'Welcome to the new experience' });
    fireEvent.click(screen.getByRole('button', { name: 'Try the new experience' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/lumen/orders');
    expect(useSessionStore.getState().userInfo?.currentVersion).toBe('5');
  });

  it('a shopper who has chosen a version gets no modal, only the banner', () => {
    const chosen = { ...firstVisit, currentVersion: '4' as const };
    useSessionStore.setState({ userInfo: chosen });
    renderScreen('/lumen/home', <Home />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeTruthy();
  });
});
