// The merchant API (bearer API key) and the operator's admin API (loopback and admin token only).
import {
  ADMIN_API_ROOT,
  CreateMerchantSchema,
  MERCHANT_API_ROOT,
  MerchantOrderSchema,
  OrderNameParamSchema,
} from '@rc/contract/merchant-api';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answerOk } from '../../gateway/answer';
import { AppError } from '../../gateway/app-error';
import { invalidInput } from '../../gateway/invalid-input';
import { constantTimeEqual } from '../../lib/tokens';
import type { MerchantsService } from '../merchants/service';
import type { IntegrationsService } from './service';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

const unauthorized = () =>
  new AppError(ERROR_CODES.MERCHANT_API_KEY_INVALID, {
    httpStatus: 401,
    headers: { 'www-authenticate': 'Bearer realm="merchant"' },
  });

export function integrationsRoutes(
  app: FastifyInstance,
  deps: { merchants: MerchantsService; integrations: IntegrationsService; adminToken: string },
): void {
  app.put<{ Params: { orderName: string } }>(
    `${MERCHANT_API_ROOT}/orders/:orderName`,
    async (request, reply) => {
      const merchantId = await deps.merchants.authenticateApiKey(bearer(request));
      if (!merchantId) throw unauthorized();
      const orderName = parse(OrderNameParamSchema, request.params.orderName);
      const order = parse(MerchantOrderSchema, request.body);
      const result = await deps.integrations.putOrder(merchantId, orderName, order);
      return answerOk(reply, result, result.result === 'created' ? 201 : 200);
    },
  );

  app.post(`${ADMIN_API_ROOT}/merchants`, async (request, reply) => {
    const token = bearer(request);
    const loopback = request.socket.remoteAddress === '127.0.0.1' || request.socket.remoteAddress === '::1';
    if (!loopback || !token || !constantTimeEqual(token, deps.adminToken)) {
      throw new AppError(ERROR_CODES.MERCHANT_API_KEY_INVALID, { httpStatus: 401 });
    }
    const input = parse(CreateMerchantSchema, request.body);
    return answerOk(reply, await deps.merchants.createMerchant(input), 201);
  });
}
