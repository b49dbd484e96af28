// Types only: the web client imports this with `import type`, so zod never reaches the browser.
// The map from a call's name to its record is read from the modules that declare the calls.
import type { z } from 'zod';
import type * as assistant from './assistant/calls';
import type * as claims from './claims/calls';
import type * as comments from './comments/calls';
import type { CallDefinition } from './define-call';
import type * as orders from './orders/calls';
import type * as ordersHub from './orders-hub/calls';
import type * as returns from './returns/calls';
import type { CallName } from './routes';
import type * as signIn from './sign-in/calls';
import type * as tracking from './tracking/calls';
import type * as withdrawals from './withdrawals/calls';

type ExportsOf<M> = M[keyof M];
type ShopperCall = Extract<
  | ExportsOf<typeof signIn>
  | ExportsOf<typeof orders>
  | ExportsOf<typeof claims>
  | ExportsOf<typeof returns>
  | ExportsOf<typeof tracking>
  | ExportsOf<typeof ordersHub>
  | ExportsOf<typeof comments>
  | ExportsOf<typeof withdrawals>
  | ExportsOf<typeof assistant>,
  CallDefinition
>;

/** The record of the call named N. */
export type CallOf<N extends CallName> = Extract<ShopperCall, { name: N }>;

/** What a call takes (before defaults are applied). */
export type RequestOf<N extends CallName> = z.input<CallOf<N>['request']>;
/** What a successful call returns in `data`. */
export type ResponseOf<N extends CallName> = z.output<CallOf<N>['response']>;
