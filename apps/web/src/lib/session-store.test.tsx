// The state a server-rendered page hydrates with (decision 037). Once hydrated, React compares each
// reader's server snapshot with the live one by reference: a rendered value equal to the live one
// must be the live state's own object, or every reader re-renders at once in one long task.
import type { ResponseOf } from '@rc/contract/call-types';
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { NOBODY_RENDERED, renderedSessionState, setRenderedState, useSessionStore } from './session-store';

const configuration = {
  merchantId: '6f1c6c8e-1b7a-4c55-9d39-2f0f3f4a5b6c',
  merchantName: 'Northwind Outfitters',
  shop: 'demo',
} as unknown as LoginStyle;

const login = {
  sessionId: '0b9f0e57-3a53-4c1b-8d43-8d2b0f1c2d3e',
  rcLoginStyleVO: configuration,
  redirectToNewRc4: false,
  channel: null,
  applicantEmail: 'shopper@example.com',
  merchantName: 'Northwind Outfitters',
  shopDomain: 'demo.myshopify.com',
  orderId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a0f',
  orderName: '#1012',
  merchantId: configuration.merchantId,
  enableNewRc: true,
  fromUS: true,
  platform: 'shopify',
  supportChatMode: false,
} as ResponseOf<'rc-login'>;

const policies = {
  applicantEmail: login.applicantEmail,
  orderName: login.orderName,
  policyList: [],
  firstName: 'Alex',
  lastName: 'Rivera',
};

/** What the server rendered with, built apart from the live state as main.tsx builds it. */
function renderedState(sentPolicies: typeof policies | null = null) {
  return renderedSessionState({
    configuration: structuredClone(configuration),
    channel: null,
    forceMode: null,
    signedIn: login,
    subPath: '/demo',
    policies: sentPolicies,
  });
}

type SessionState = ReturnType<typeof useSessionStore.getState>;

/** What a reader of the store sees while React renders or hydrates a server page: its server snapshot. */
function serverSnapshot(): SessionState {
  let seen: SessionState | undefined;
  function Reader() {
    seen = useSessionStore((state) => state);
    return null;
  }
  renderToString(<Reader />);
  if (!seen) throw new Error('the reader did not render');
  return seen;
}

afterEach(() => {
  setRenderedState(NOBODY_RENDERED);
  useSessionStore.getState().clear();
});

describe('the state a server-rendered page hydrates with', () => {
  test('values equal to the live state are the live state’s own objects', () => {
    useSessionStore.getState().signedIn(login, '/demo', login.applicantEmail);
    const live = useSessionStore.getState();
    setRenderedState(renderedState());
    const rendered = serverSnapshot();
    expect(rendered.userInfo).toBe(live.userInfo);
    expect(rendered.configuration).toBe(live.configuration);
    expect(rendered.supportChatMode).toBe(false);
  });

  test('a value that differs stays as the server rendered it', () => {
    useSessionStore.getState().signedIn(login, '/demo', login.applicantEmail);
    // A name learnt on an earlier visit, which the server did not render with.
    useSessionStore.getState().setPolicies({ ...policies, firstName: 'Ada', lastName: 'Lovelace' });
    const live = useSessionStore.getState();
    setRenderedState(renderedState());
    const rendered = serverSnapshot();
    expect(rendered.userInfo).not.toBe(live.userInfo);
    expect(rendered.userInfo?.firstName).toBeNull();
    expect(live.userInfo?.firstName).toBe('Ada');
    // The store's branding was the same: still shared.
    expect(rendered.configuration).toBe(live.configuration);
  });

  test('a signed-out browser hydrates a signed-in page with the server’s shopper', () => {
    setRenderedState(renderedState());
    const rendered = serverSnapshot();
    expect(rendered.userInfo?.orderNumber).toBe('#1012');
    expect(useSessionStore.getState().userInfo).toBeNull();
  });

  test('the order’s names and policies the server sent are rendered as the session holds them', () => {
    // Signed in on an earlier page: the session keeps the order's names and policies.
    useSessionStore.getState().signedIn(login, '/demo', login.applicantEmail);
    useSessionStore.getState().setPolicies(policies);
    const live = useSessionStore.getState();
    setRenderedState(renderedState(policies));
    const rendered = serverSnapshot();
    expect(rendered.userInfo).toBe(live.userInfo);
    expect(rendered.userInfo?.firstName).toBe('Alex');
    expect(rendered.policyList).toBe(live.policyList);
  });

  test('signed out, the names and policies are nobody’s', () => {
    const state = renderedSessionState({
      configuration: null,
      channel: 'dhgate',
      forceMode: null,
      signedIn: null,
      subPath: '/demo',
      policies,
    });
    expect(state).toMatchObject({
      userInfo: null,
      policyList: [],
      supportChatMode: null,
      rcChannel: 'dhgate',
    });
  });
});
