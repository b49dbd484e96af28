// The assistant's calls (issue 14), each declared once in packages/contract (calls/assistant.ts).
import {
  aiChatBoxSubmit,
  commandProducts,
  createConversation,
  createQuestion,
  feedbackQuestion,
  getConversationDetail,
  getPreConversationContent,
  getQuestionResponse,
  heartbeat,
} from '@rc/contract/calls/assistant';
import { matchLanguage } from '@rc/domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { AssistantService } from './service';

function languageOf(request: FastifyRequest) {
  return matchLanguage(requestLanguage(request)) ?? 'en-US';
}

export function assistantRoutes(app: FastifyInstance, gate: Gate, service: AssistantService): void {
  registerCall(app, gate, getPreConversationContent, ({ session, input, request }) =>
    service.preConversation(session, input.language ?? languageOf(request), {
      forceMode: input.forceMode,
      chatMode: input.chatMode,
    }),
  );
  registerCall(app, gate, createConversation, ({ session, input, request }) =>
    service.createConversation(session, input, languageOf(request)),
  );
  registerCall(app, gate, getConversationDetail, ({ session, input, request }) =>
    service.detail(session, input.conversationId, input.language, languageOf(request)),
  );
  registerCall(app, gate, createQuestion, ({ session, input }) => service.createQuestion(session, input));
  registerCall(app, gate, getQuestionResponse, ({ session, input }) =>
    service.questionResponse(session, input),
  );
  registerCall(app, gate, aiChatBoxSubmit, ({ session, input }) => service.decide(session, input));
  registerCall(app, gate, feedbackQuestion, ({ session, input }) => service.feedback(session, input));
  registerCall(app, gate, heartbeat, ({ session, input }) => service.heartbeat(session, input));
  registerCall(app, gate, commandProducts, ({ session, input }) => service.commandProducts(session, input));
}
