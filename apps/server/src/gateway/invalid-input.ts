import { ERROR_CODES } from '@rc/domain/error-codes';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';

/** Turns a schema failure into code 100002 listing each wrong field and why (in English, for developers). */
export function invalidInput(error: z.ZodError): AppError {
  const fields = error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.join('.'),
    problem: issue.message,
  }));
  return new AppError(ERROR_CODES.INVALID_INPUT, { httpStatus: 400, data: { fields } });
}
