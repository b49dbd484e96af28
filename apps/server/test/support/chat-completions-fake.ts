// A chat-completions server on loopback (the OpenAI protocol: POST /v1/chat/completions) that
// answers from a script: each request takes the next scripted answer (a message with tool calls or
// text, an HTTP error, or a delay past the client's timeout) and is recorded for the test to read.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedAnswer {
  status?: number;
  delayMs?: number;
  message?: {
    content: string | null;
    tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  };
}

export interface ReceivedCompletion {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools: { type: string; function: { name: string; parameters: Record<string, unknown> } }[];
  };
}

export async function startChatCompletionsFake() {
  const script: ScriptedAnswer[] = [];
  const received: ReceivedCompletion[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      received.push({ headers: request.headers, body: JSON.parse(raw) });
      const next = script.shift() ?? { status: 500 };
      const answer = () => {
        if (response.destroyed) return;
        if (next.status && next.status !== 200) {
          response.writeHead(next.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'scripted failure' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `chatcmpl-${received.length}`,
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                finish_reason: next.message?.tool_calls ? 'tool_calls' : 'stop',
                message: { role: 'assistant', ...next.message },
              },
            ],
          }),
        );
      };
      if (next.delayMs) setTimeout(answer, next.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script,
    received,
    /** A tool call as the model sends it. */
    toolCall(name: string, args: unknown, id = `call_${name}`) {
      return { id, type: 'function' as const, function: { name, arguments: JSON.stringify(args) } };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
