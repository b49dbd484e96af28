import type { ResponseOf } from '@rc/contract/call-types';
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../lib/gateway';
import { useSessionStore } from '../../lib/session-store';
import { runSignIn, type SignInOptions } from './sign-in-flow';

vi.mock('../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const MERCHANT = '00000000-0000-4000-8000-000000000001';

const login = (supportChatMode: boolean): ResponseOf<'rc-login'> => ({
  sessionId: '00000000-0000-4000-8000-000000000002',
  rcLoginStyleVO: { shop: 'demo', merchantId: MERCHANT } as LoginStyle,
  redirectToNewRc4: false,
  channel: null,
  applicantEmail: 'shopper@example.com',
  merchantName: 'Northwind Outfitters',
  shopDomain: null,
  orderId: '00000000-0000-4000-8000-000000000003',
  orderName: '#1050',
  merchantId: MERCHANT,
  enableNewRc: false,
  fromUS: false,
  platform: 'shopify',
  supportChatMode,
});

const options: SignInOptions = {
  subPath: '/demo',
  forceDirect: false,
  requestedVersion: null,
  claimId: null,
  verifyRedirectUrl: 'http://localhost/demo/login',
  language: 'en-US',
};

let chatMode = true;
beforeEach(() => {
  chatMode = true;
  gateway.mockReset();
  gateway.mockImplementation(async (name) => {
    if (name === 'rc-login') return { ok: true, data: login(chatMode) } as never;
    if (name === 'query-related-policy-with-check')
      return {
        ok: true,
        data: { applicantEmail: 'shopper@example.com', firstName: null, lastName: null, policyList: [] },
      } as never;
    throw new Error(`unexpected call ${name}`);
  });
});

const input = { merchantId: MERCHANT, orderName: '#1050', contactInfo: 'shopper@example.com' };

describe('runSignIn and the chat (spec 2 "Login": to, conversationId)', () => {
  it('lands on the chat when the link asks for a flow or a conversation', async () => {
    await expect(
      runSignIn(input, { ...options, chat: { to: 'claim', conversationId: null } }),
    ).resolves.toEqual({
      kind: 'navigate',
      to: '/demo/chat?to=claim',
    });
    const conversationId = '00000000-0000-4000-8000-0000000c0001';
    await expect(runSignIn(input, { ...options, chat: { to: null, conversationId } })).resolves.toEqual({
      kind: 'navigate',
      to: `/demo/chat?conversationId=${conversationId}`,
    });
  });

  it('lands on home otherwise, keeping the server’s chat-mode answer for the entry on home', async () => {
    await expect(runSignIn(input, { ...options, chat: { to: null, conversationId: null } })).resolves.toEqual(
      {
        kind: 'navigate',
        to: '/demo/home',
      },
    );
    expect(useSessionStore.getState().supportChatMode).toBe(true);
    chatMode = false;
    await runSignIn(input, options);
    expect(useSessionStore.getState().supportChatMode).toBe(false);
  });
});
