import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { useSessionStore } from '../../../lib/session-store';
import { context, renderScreen } from '../../../test/render';
import ChatEntry, { chatModeOn } from './chat-entry';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

beforeEach(() => {
  gateway.mockReset();
});

describe('chatModeOn (spec 6: the overrides, then the server’s rollout)', () => {
  it('force_mode=chat and force_mode true/false decide; otherwise the server’s answer', () => {
    expect(chatModeOn({ forceMode: 'chat', supportChatMode: false })).toBe(true);
    expect(chatModeOn({ forceMode: 'false', supportChatMode: true })).toBe(false);
    expect(chatModeOn({ forceMode: 'TRUE', supportChatMode: false })).toBe(true);
    expect(chatModeOn({ forceMode: null, supportChatMode: true })).toBe(true);
    expect(chatModeOn({ forceMode: null, supportChatMode: null })).toBe(false);
  });

  it('chat_mode true/false decides after force_mode, before the server’s answer', () => {
    expect(chatModeOn({ forceMode: null, chatMode: 'false', supportChatMode: true })).toBe(false);
    expect(chatModeOn({ forceMode: null, chatMode: 'true', supportChatMode: false })).toBe(true);
    expect(chatModeOn({ forceMode: 'false', chatMode: 'true', supportChatMode: true })).toBe(false);
    expect(chatModeOn({ forceMode: null, chatMode: 'maybe', supportChatMode: true })).toBe(true);
  });
});

describe('ChatEntry', () => {
  it('offers the chat where chat mode is on', () => {
    useSessionStore.setState({ supportChatMode: true });
    renderScreen('/demo/home', <ChatEntry subPath={context.subPath} />);
    const link = screen.getByRole('link', { name: 'Chat with us' });
    expect(link.getAttribute('href')).toBe('/demo/chat');
    // What the assistant can do, read out with the link.
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Our assistant can file a claim/,
    );
    expect(gateway).not.toHaveBeenCalled();
  });

  it('asks the server when it does not know yet, and stays away where chat mode is off', async () => {
    gateway.mockResolvedValue({
      ok: true,
      data: {
        supportChatMode: false,
        assistant: 'builtin',
        greeting: 'Hi',
        options: [],
        latestConversation: null,
        supportEmail: null,
        expectedReplyHours: 24,
      },
    } as never);
    renderScreen('/demo/home', <ChatEntry subPath={context.subPath} />);
    await vi.waitFor(() => expect(useSessionStore.getState().supportChatMode).toBe(false));
    expect(gateway).toHaveBeenCalledWith('ai-chat/get-pre-conversation-content', {});
    expect(screen.queryByRole('link', { name: 'Chat with us' })).toBeNull();
  });
});
