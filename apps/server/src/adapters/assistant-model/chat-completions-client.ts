// An OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, vLLM, Ollama, LiteLLM…):
// one POST {baseUrl}/chat/completions with tools, within a timeout. The assistant falls back to
// its built-in dialogue whenever this throws.
import {
  createOutboundHttp,
  OutboundHttpError,
  type OutboundLog,
  type OutboundResponse,
} from '../../lib/outbound-http';

export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface ChatCompletionTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  log?: OutboundLog;
}

export interface ChatCompletionsClient {
  complete(messages: ChatCompletionMessage[], tools: ChatCompletionTool[]): Promise<ChatCompletionMessage>;
}

export class ModelUnavailableError extends Error {}

export function createChatCompletionsClient(options: ChatCompletionsOptions): ChatCompletionsClient {
  // A completion is not idempotent and has no key: it is never sent twice (the built-in dialogue
  // answers instead, at once).
  const http = createOutboundHttp({
    provider: 'chat-completions',
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    secrets: [options.apiKey],
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    async complete(messages, tools) {
      let response: OutboundResponse;
      try {
        response = await http.request({
          method: 'POST',
          url: 'chat/completions',
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          json: { model: options.model, messages, tools, tool_choice: 'auto', temperature: 0 },
        });
      } catch (error) {
        throw new ModelUnavailableError(
          `the model did not answer: ${error instanceof OutboundHttpError ? error.kind : (error as Error).name}`,
        );
      }
      if (!response.ok) throw new ModelUnavailableError(`the model answered HTTP ${response.status}`);
      const body = response.json<{ choices?: { message?: ChatCompletionMessage }[] }>();
      const message = body?.choices?.[0]?.message;
      if (message?.role !== 'assistant') throw new ModelUnavailableError('the model answered no message');
      return message;
    },
  };
}
