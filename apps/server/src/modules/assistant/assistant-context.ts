// What every assistant use-case works with: its dependencies (the other modules through ports,
// the model, the webhook of a hand-over), the clock, the understanding of free text and the
// repository. Built once by the service (service.ts).
import { ERROR_CODES } from '@rc/domain/error-codes';
import { type LanguageCode, matchLanguage } from '@rc/domain/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import {
  type DialogueState,
  INITIAL_STATE,
  NO_UNDERSTANDING,
  type TurnContext,
  type TurnOutcome,
} from './dialogue';
import type { AssistantPorts, UnderstandingPort } from './ports';
import {
  type AssistantRepository,
  type ConversationRow,
  createAssistantRepository,
  type MessageRow,
} from './repository';

/** Messages a conversation may hold: past it, a new conversation (100040). */
export const MAX_MESSAGES = 400;
export const HEARTBEAT_MS = 20_000;

/** The model's turn (model-adapter.ts): null when it cannot answer, and the built-in assistant does. */
export type ModelTurn = (
  ctx: TurnContext,
  state: DialogueState,
  text: string,
  history: MessageRow[],
) => Promise<TurnOutcome | null>;

export interface AssistantDeps {
  db: Db;
  jobs: JobQueue;
  ports: AssistantPorts;
  understanding?: UnderstandingPort;
  model?: ModelTurn | null;
  /** Tells the store's webhooks (decision 027) in the hand-over's transaction. */
  publishHandedOver: (tx: Tx, merchantId: string, data: Record<string, unknown>) => Promise<void>;
  handoverHours: number;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

export interface AssistantContext extends AssistantDeps {
  clock: () => Date;
  understanding: UnderstandingPort;
  repository: AssistantRepository;
}

export function createAssistantContext(deps: AssistantDeps): AssistantContext {
  return {
    ...deps,
    clock: deps.clock ?? (() => new Date()),
    understanding: deps.understanding ?? NO_UNDERSTANDING,
    repository: createAssistantRepository(deps.db),
  };
}

export function languageOf(value: string | null | undefined): LanguageCode {
  return matchLanguage(value) ?? 'en-US';
}

export function stateOf(row: ConversationRow): DialogueState {
  return { ...INITIAL_STATE, ...(row.state as Partial<DialogueState>) };
}

/** What a turn of the built-in dialogue needs: the order's facts as the pages see them, now. */
export async function contextOf(
  assistant: AssistantContext,
  session: ShopperSession,
  language: LanguageCode,
): Promise<TurnContext> {
  return {
    session,
    language,
    ports: assistant.ports,
    understanding: assistant.understanding,
    facts: await assistant.ports.order(session),
    now: assistant.clock(),
    handoverHours: assistant.handoverHours,
  };
}

/** The conversation of the signed-in order; another order's is not found (100009). */
export async function ownConversation(
  assistant: AssistantContext,
  session: ShopperSession,
  conversationId: string,
): Promise<ConversationRow> {
  const row = await assistant.repository.conversationOfOrder(session.orderId, conversationId);
  if (!row) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  return row;
}
