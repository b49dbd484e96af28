import { LOGIN_QUERY_PARAMS as Q } from '@rc/domain/routing';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ChatScreen } from '../../features/chat/components/chat-screen';
import { UploadChatScreen } from '../../features/chat/components/upload-chat-screen';
import { useChatStore } from '../../features/chat/stores/chat-store';
import { useSessionStore } from '../../lib/session-store';
import { usePortalPath } from '../use-portal-path';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * chat: the assistant (spec 2 "chat: dialogue flow"). `conversationId` resumes a conversation,
 * `to` opens a flow; `force_mode=chat` is the forced chat mode, whose frame has no header;
 * `chat_mode` (and force_mode) 'true'/'false' decide whether the portal offers the chat first.
 * upload-chat: photos for the assistant's claim, sent back into the conversation. One module for
 * both routes, so the router's entry names one more module instead of two.
 */
export function Component() {
  const { subPath, orderId } = useSignedInUser();
  const { route } = usePortalPath();
  const [params, setParams] = useSearchParams();
  const forceMode = params.get(Q.forceMode);
  const chatMode = params.get(Q.chatMode);
  const setArrival = useSessionStore((state) => state.setArrival);
  useEffect(() => {
    if (forceMode) setArrival({ forceMode });
    if (chatMode) setArrival({ chatMode });
  }, [forceMode, chatMode, setArrival]);
  // A flow opened by `to` becomes its conversation in the address: a reload resumes it instead of
  // opening another.
  const opened = useChatStore((state) => (state.orderId === orderId ? state.conversationId : null));
  const to = params.get('to');
  useEffect(() => {
    if (!to || !opened || route !== 'chat') return;
    const next = new URLSearchParams(params);
    next.delete('to');
    next.set('conversationId', opened);
    setParams(next, { replace: true });
  }, [to, opened, route, params, setParams]);
  return (
    <main id="main" className="chat-main">
      {route === 'upload-chat' ? (
        <UploadChatScreen subPath={subPath} />
      ) : (
        <ChatScreen
          subPath={subPath}
          orderId={orderId}
          conversationId={params.get('conversationId')}
          to={to}
        />
      )}
    </main>
  );
}
