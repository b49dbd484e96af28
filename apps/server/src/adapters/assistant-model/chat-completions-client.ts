// An OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, vLLM, Ollama, LiteLLM…):
// one POST {baseUrl}/chat/completions with tools, within a timeout. The assistant falls back to
// its built-in dialogue whenever this throws.

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
}

export interface ChatCompletionsClient {
  complete(messages: ChatCompletionMessage[], tools: ChatCompletionTool[]): Promise<ChatCompletionMessage>;
}

export class ModelUnavailableError extends Error {}

export function createChatCompletionsClient(options: ChatCompletionsOptions): ChatCompletionsClient {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async complete(messages, tools) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages,
            tools,
            tool_choice: 'auto',
            temperature: 0,
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new ModelUnavailableError(`the model did not answer: ${(error as Error).name}`);
      }
      if (!response.ok) throw new ModelUnavailableError(`the model answered HTTP ${response.status}`);
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: ChatCompletionMessage }[];
      } | null;
      const message = body?.choices?.[0]?.message;
      if (message?.role !== 'assistant') throw new ModelUnavailableError('the model answered no message');
      return message;
    },
  };
}
