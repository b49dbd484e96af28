import type { z } from 'zod';
import { CALL_ROUTES, type CallName, type CallRoute, callPath } from './routes';

export interface CallDefinition<
  Name extends CallName = CallName,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  name: Name;
  route: CallRoute;
  path: string;
  summary: string;
  /** Body for POST, query string for GET. */
  request: Req;
  /** The `data` of a successful answer. */
  response: Res;
  /** Business codes this call can answer with besides the gateway's own (for the reference). */
  errors: readonly number[];
}

/** Declares a gateway call: its name ties it to its route; its schemas are its contract. */
export function defineCall<Name extends CallName, Req extends z.ZodType, Res extends z.ZodType>(
  name: Name,
  spec: { summary: string; request: Req; response: Res; errors?: readonly number[] },
): CallDefinition<Name, Req, Res> {
  return {
    name,
    route: CALL_ROUTES[name],
    path: callPath(name),
    summary: spec.summary,
    request: spec.request,
    response: spec.response,
    errors: spec.errors ?? [],
  };
}

export type CallRequest<C extends CallDefinition> = z.input<C['request']>;
export type CallResponse<C extends CallDefinition> = z.output<C['response']>;
