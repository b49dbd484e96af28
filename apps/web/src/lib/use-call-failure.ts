// What a failed call shows: the server's message in place, except for the codes spec 8 sends to
// the error page (the service failing, the session gone), which go there with their message.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from './error-text';
import { GatewayError } from './gateway-error';

export interface CallFailure {
  code: number;
  message: string | null;
}

/** Codes that leave the page for the error page. */
export const ERROR_PAGE_CODES: ReadonlySet<number> = new Set([
  ERROR_CODES.SERVICE_ERROR,
  ERROR_CODES.NOT_SIGNED_IN,
]);

/** A query's error as a failure (a GatewayError's code and message, else the generic code). */
export function failureOf(error: unknown): CallFailure {
  return error instanceof GatewayError
    ? { code: error.code, message: error.serverMessage }
    : { code: ERROR_CODES.UNEXPECTED_ERROR, message: null };
}

/**
 * Returns a handler: it sends error-page codes to the error page (and answers null), and answers
 * the message to show for the others (the server's, else the catalogue's in the shopper's language).
 */
export function useCallFailure(subPath: string) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  return useCallback(
    (failure: CallFailure): string | null => {
      if (ERROR_PAGE_CODES.has(failure.code)) {
        navigate(`${subPath}/error?code=${failure.code}`, {
          state: { code: failure.code, message: failure.message },
        });
        return null;
      }
      return failure.message ?? errorText(i18n, failure.code);
    },
    [navigate, subPath, i18n],
  );
}
