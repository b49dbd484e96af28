import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_MESSAGE_PARAMS,
  isErrorCode,
  isSuccess,
  loginErrorBehaviour,
  normalizeErrorCode,
  ORDER_NOT_FOUND_CODES,
} from './error-codes';

describe('error codes (spec section 8)', () => {
  it('section 8: success is code 0', () => {
    expect(ERROR_CODES.SUCCESS).toBe(0);
    expect(isSuccess(0)).toBe(true);
    expect(isSuccess('0')).toBe(true);
    expect(isSuccess(200000)).toBe(false);
    expect(isSuccess(undefined)).toBe(false);
    expect(isSuccess('')).toBe(false);
  });

  it('section 8: holds every code the spec names', () => {
    for (const code of [
      2000001, 2000006, 201002, 200019, 2000002, 2000003, 200020, 200006, 200052, 200053, 200000, 200001,
      200010,
    ]) {
      expect(isErrorCode(code), String(code)).toBe(true);
    }
  });

  it('holds our gateway codes 100001-100012 and 100500', () => {
    expect(ERROR_CODES).toMatchObject({
      MALFORMED_JSON: 100001,
      INVALID_INPUT: 100002,
      PAYLOAD_TOO_LARGE: 100003,
      UNKNOWN_CALL: 100004,
      METHOD_NOT_ALLOWED: 100005,
      UNSUPPORTED_MEDIA_TYPE: 100006,
      TOO_MANY_ATTEMPTS: 100007,
      NOT_SIGNED_IN: 100008,
      NOT_FOUND_FOR_ORDER: 100009,
      MERCHANT_API_KEY_INVALID: 100010,
      VERIFICATION_LINK_INVALID: 100011,
      SIGNED_LINK_INVALID: 100012,
      UNEXPECTED_ERROR: 100500,
    });
  });

  it('gives each code one name', () => {
    const values = Object.values(ERROR_CODES);
    expect(new Set(values).size).toBe(values.length);
  });

  it('lists the parameters of messages that take some', () => {
    expect(ERROR_MESSAGE_PARAMS[ERROR_CODES.NO_COVERED_ITEMS]).toEqual(['type']);
    expect(ERROR_MESSAGE_PARAMS[ERROR_CODES.TOO_MANY_ATTEMPTS]).toEqual(['seconds']);
  });

  it('knows codes of the catalogue only', () => {
    expect(isErrorCode(123)).toBe(false);
    expect(isErrorCode('200000')).toBe(false);
  });
});

describe('login handling (spec section 8 Login)', () => {
  it('section 8: 2000001, 2000006, 201002 and 200019 show the order-not-found message', () => {
    expect(ORDER_NOT_FOUND_CODES).toEqual([2000001, 2000006, 201002, 200019]);
    for (const code of ORDER_NOT_FOUND_CODES) {
      expect(loginErrorBehaviour(code)).toEqual({ behaviour: 'message', code });
    }
  });

  it('section 8: 2000002 (protection expired) and 2000003 (protection canceled) show a message', () => {
    expect(loginErrorBehaviour(2000002)).toEqual({ behaviour: 'message', code: 2000002 });
    expect(loginErrorBehaviour(2000003)).toEqual({ behaviour: 'message', code: 2000003 });
  });

  it('section 8: 200020 shows a warning', () => {
    expect(loginErrorBehaviour(200020)).toEqual({ behaviour: 'warning', code: 200020 });
  });

  it('section 8: 200006 shows the no-covered-items message', () => {
    expect(loginErrorBehaviour(200006)).toEqual({ behaviour: 'message', code: 200006 });
  });

  it('section 8: 200052 and 200053 send a verification e-mail and show no message', () => {
    expect(loginErrorBehaviour(200052)).toEqual({ behaviour: 'verify-email', code: 200052 });
    expect(loginErrorBehaviour('200053')).toEqual({ behaviour: 'verify-email', code: 200053 });
  });

  it('section 8: any other code goes to the error page', () => {
    expect(loginErrorBehaviour(200010)).toEqual({ behaviour: 'error-page', code: 200010 });
    expect(loginErrorBehaviour(100007)).toEqual({ behaviour: 'error-page', code: 100007 });
    expect(loginErrorBehaviour(123456)).toEqual({ behaviour: 'error-page', code: 123456 });
  });

  it('section 8: codes 200000 and 200001 go to the error page as 200000', () => {
    expect(loginErrorBehaviour(200000)).toEqual({ behaviour: 'error-page', code: 200000 });
    expect(loginErrorBehaviour(200001)).toEqual({ behaviour: 'error-page', code: 200000 });
  });

  it('a missing code (a swallowed failure answers {}) goes to the error page as 100500', () => {
    expect(loginErrorBehaviour(undefined)).toEqual({ behaviour: 'error-page', code: 100500 });
  });
});

describe('normalizing codes', () => {
  it('maps 200001 to 200000 and keeps other integers', () => {
    expect(normalizeErrorCode(200001)).toBe(200000);
    expect(normalizeErrorCode(200019)).toBe(200019);
    expect(normalizeErrorCode(0)).toBe(0);
  });

  it('reads numeric strings', () => {
    expect(normalizeErrorCode('200001')).toBe(200000);
    expect(normalizeErrorCode(' 2000002 ')).toBe(2000002);
  });

  it('turns missing or non-numeric codes into 100500', () => {
    for (const code of [undefined, null, '', '  ', 'oops', 1.5, Number.NaN, {}]) {
      expect(normalizeErrorCode(code)).toBe(100500);
    }
  });
});
