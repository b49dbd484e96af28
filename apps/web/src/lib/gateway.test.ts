// The answers a page came with (decision 026): each answers its own call once, then the network does.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { callGateway, firstAnswerData, seedFirstAnswers } from './gateway';
import { setTextsLoading } from './texts-ready';

const CLAIMS = { code: 0, data: { claims: [{ claimId: 'c-1' }] } };

function answerFromNetwork(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('first answers', () => {
  test('the first matching call is answered from the page, the next from the network', async () => {
    const network = answerFromNetwork({ code: 0, data: { claims: [] } });
    seedFirstAnswers([{ name: 'get-claim-list', input: {}, answer: CLAIMS }]);
    expect(await callGateway('get-claim-list', {})).toEqual({ ok: true, data: CLAIMS.data });
    expect(network).not.toHaveBeenCalled();
    expect(await callGateway('get-claim-list', {})).toEqual({ ok: true, data: { claims: [] } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  test('an answer belongs to its input: another claim asks the network', async () => {
    const network = answerFromNetwork({ code: 100009, message: 'not yours' });
    seedFirstAnswers([
      { name: 'get-claim-detail', input: { claimId: 'a' }, answer: { code: 0, data: { claimId: 'a' } } },
    ]);
    const other = await callGateway('get-claim-detail', { claimId: 'b' });
    expect(other).toMatchObject({ ok: false, code: 100009 });
    expect(network).toHaveBeenCalledTimes(1);
    expect(firstAnswerData('get-claim-detail', { claimId: 'a' })).toEqual({ claimId: 'a' });
    expect(firstAnswerData('get-claim-detail', { claimId: 'a' })).toBeUndefined();
  });

  test('a refusal the page came with is no initial data, but the call still gets it without a request', async () => {
    const network = answerFromNetwork({ code: 0, data: {} });
    seedFirstAnswers([
      { name: 'get-all-protected-item', input: {}, answer: { code: 100001, message: 'gone' } },
    ]);
    expect(firstAnswerData('get-all-protected-item', {})).toBeUndefined();
    seedFirstAnswers([
      { name: 'get-all-protected-item', input: {}, answer: { code: 100001, message: 'gone' } },
    ]);
    expect(await callGateway('get-all-protected-item', {})).toEqual({
      ok: false,
      code: 100001,
      message: 'gone',
    });
    expect(network).not.toHaveBeenCalled();
  });
});

describe('texts the answer may need (decision 045)', () => {
  test("a call's answer waits until the page language's whole texts are in", async () => {
    answerFromNetwork({ code: 100009, message: 'not yours' });
    let textsArrive = () => {};
    setTextsLoading(
      new Promise<void>((resolve) => {
        textsArrive = resolve;
      }),
    );
    let answered = false;
    const call = callGateway('get-claim-detail', { claimId: 'z' }).then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    textsArrive();
    expect(await call).toMatchObject({ ok: false, code: 100009 });
  });

  test('texts that fail to load hold no answer back', async () => {
    answerFromNetwork({ code: 0, data: { claims: [] } });
    setTextsLoading(Promise.reject(new Error('offline')));
    expect(await callGateway('get-claim-list', {})).toEqual({ ok: true, data: { claims: [] } });
  });
});
