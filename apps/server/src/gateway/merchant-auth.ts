// Who may call the merchant API (a merchant's bearer API key) and the admin API (the operator's
// admin token, from loopback only); gate.ts hands these to every call that names them.
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { constantTimeEqual } from '../lib/tokens';

export function bearer(request: FastifyRequest): string | undefined {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function unauthorizedMerchant(): AppError {
  return new AppError(ERROR_CODES.MERCHANT_API_KEY_INVALID, {
    httpStatus: 401,
    headers: { 'www-authenticate': 'Bearer realm="merchant"' },
  });
}

/** The merchant whose API key the request carries, or 401 (100010). */
export async function requireMerchant<M>(
  request: FastifyRequest,
  merchants: {
    authenticateApiKey(key: string | undefined): Promise<string | undefined>;
    findById(id: string): Promise<M | undefined>;
  },
): Promise<M> {
  const merchantId = await merchants.authenticateApiKey(bearer(request));
  const merchant = merchantId ? await merchants.findById(merchantId) : undefined;
  if (!merchant) throw unauthorizedMerchant();
  return merchant;
}

/** The operator: the admin token from a loopback address, or 401. */
export function requireAdmin(request: FastifyRequest, adminToken: string): void {
  const token = bearer(request);
  const loopback = request.socket.remoteAddress === '127.0.0.1' || request.socket.remoteAddress === '::1';
  if (!loopback || !token || !constantTimeEqual(token, adminToken)) {
    throw new AppError(ERROR_CODES.MERCHANT_API_KEY_INVALID, { httpStatus: 401 });
  }
}
