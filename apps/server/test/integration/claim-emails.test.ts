// The shopper's claim e-mails through a real SMTP server on loopback: one per status that answers
// or asks something, in the language the claim was filed in, in the store's colours, with a link
// that opens the claim (or, once paid, the card); none for the demo's seeded history, none for a
// change that did not commit, none for a status the claim has already left.
import { randomUUID } from 'node:crypto';
import { LANGUAGE_CODES } from '@rc/domain/languages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { CLAIM_EMAIL_TEXTS } from '../../src/modules/claim-emails/claim-email-texts';
import { CLAIM_UPDATE_EMAIL_JOB } from '../../src/modules/claim-emails/service';
import { MAIL_DELIVERY_JOB } from '../../src/modules/notifications';
import {
  acceptedClaim,
  cashOut,
  claimBody,
  createStore,
  putOrder,
  type Store,
  signIn,
} from '../support/payout-helpers';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

const PAYEE = 'payee@example.com';

let sink: SmtpSink;
let t: TestApp;
let store: Store;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    demo: true,
    env: { SMTP_URL: sink.url, JOB_POLL_MS: '50', SIGN_IN_LIMIT_PER_WINDOW: '100000' },
  });
  store = await createStore(t);
  // The store's colours and logo, as a merchant sets them.
  const branding = await t.app.inject({
    method: 'PUT',
    url: '/api/merchant/v1/branding',
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: {
      name: 'Harbour Goods',
      returnConfig: {
        logo: '/brands/harbour.svg',
        customStyleConfig: { primaryButtonBackground: '#0b6e4f', primaryButtonText: '#ffffff' },
      },
    },
  });
  expect(branding.statusCode, branding.body).toBeLessThan(300);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

async function pendingClaimEmails(): Promise<number> {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    // Rendered by the pipeline's job, then handed to the mail server by a delivery job (decision 070).
    .where(
      sql`${jobs.kind} in (${CLAIM_UPDATE_EMAIL_JOB}, ${MAIL_DELIVERY_JOB}) and ${jobs.status} = 'pending'`,
    );
  return row?.count ?? 0;
}

/** The messages about one claim number, once every queued claim e-mail has been handled. */
async function mailsAbout(claimNumber: string) {
  await expect.poll(pendingClaimEmails, { timeout: 10_000 }).toBe(0);
  return sink.messages.filter((mail) => mail.subject.includes(claimNumber));
}

function merchantDecision(claimNumber: string, kind: 'approve' | 'reject' | 'request-evidence', body = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/merchant/v1/claims/${claimNumber}/${kind}`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: body,
  });
}

/** A damage claim without photos on a delivered package: the store's rules ask for evidence. */
async function damageWithoutPhotos(language: string) {
  const orderName = await putOrder(t, store, { delivered: [8900] });
  const shopper = await signIn(t, store, orderName);
  const [pkg] = shopper.packages;
  if (!pkg) throw new Error('no package');
  const submitted = await callApi(t, 'submit-claim', claimBody(shopper, pkg), {
    cookie: shopper.cookie,
    language,
  });
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
  return {
    shopper,
    orderName,
    claim: submitted.body.data as { claimId: string; claimNumber: string; status: string },
  };
}

describe('claim e-mails', () => {
  it('sends nothing for the demo claims seeded at start', async () => {
    await expect.poll(pendingClaimEmails, { timeout: 10_000 }).toBe(0);
    const [queued] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.kind, CLAIM_UPDATE_EMAIL_JOB));
    expect(queued?.count).toBe(0);
    expect(sink.messages.filter((mail) => mail.to.includes('shopper@example.com'))).toEqual([]);
  });

  it('tells the shopper, in the language of the claim, that action is needed and then that it was refused, with the merchant’s words', async () => {
    const { orderName, claim } = await damageWithoutPhotos('fr-FR');
    expect(claim.status).toBe('action_required');
    expect(await mailsAbout(claim.claimNumber)).toHaveLength(1);

    const reason = 'La photo du colis est floue.';
    const rejected = await merchantDecision(claim.claimNumber, 'reject', { reason });
    expect(rejected.json().data.status).toBe('rejected');

    const mails = await mailsAbout(claim.claimNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Votre réclamation ${claim.claimNumber} nécessite plus d'informations`,
      `Votre réclamation ${claim.claimNumber} n'a pas été acceptée`,
    ]);
    const [asked, refused] = mails;
    expect(asked?.envelopeTo).toEqual([PAYEE]);
    // A rule's reason is a key, never shown as words; the merchant's reason is quoted.
    expect(asked?.text).not.toContain('evidence');
    expect(refused?.text).toContain(`Message de Harbour Goods : ${reason}`);
    expect(refused?.html).toContain('<html lang="fr-FR">');
    expect(refused?.html).toContain('background:#0b6e4f');
    // The store's SVG logo as a PNG, which mail clients show (issue 15).
    expect(refused?.html).toMatch(
      new RegExp(`src="http://localhost:3000/brand/${store.shop}/email-logo\\.png\\?v=[0-9a-f]{12}"`),
    );

    // The button signs in to this order and opens the claim.
    const href = /href="([^"]+)"/.exec(refused?.html ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    const link = new URL(href);
    expect(link.origin + link.pathname).toBe(`http://localhost:3000/${store.shop}/login`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      order_number: orderName,
      email: PAYEE,
      claimId: claim.claimId,
    });
  });

  it('says what the store wants in its own words, and leaves out the e-mails it switched off (issue 15)', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/email-settings',
      headers: { authorization: `Bearer ${store.apiKey}` },
      payload: {
        claimEmails: {
          disabled: ['action_required'],
          texts: {
            'fr-FR': {
              rejected: {
                subject: 'Harbour : notre réponse sur {{claim}}',
                body: 'Nous ne pouvons pas accepter la réclamation sur {{order}}.',
              },
            },
          },
        },
      },
    });
    expect(settings.json().data.claimEmails.disabled, settings.body).toEqual(['action_required']);
    try {
      const { orderName, claim } = await damageWithoutPhotos('fr-FR');
      expect(claim.status).toBe('action_required');
      const rejected = await merchantDecision(claim.claimNumber, 'reject', { reason: 'Photo floue.' });
      expect(rejected.json().data.status).toBe('rejected');
      const mails = await mailsAbout(claim.claimNumber);
      expect(mails.map((mail) => mail.subject)).toEqual([`Harbour : notre réponse sur ${claim.claimNumber}`]);
      expect(mails[0]?.text).toContain(`Nous ne pouvons pas accepter la réclamation sur ${orderName}.`);
      // From the store's name, never the portal's (issue 15).
      expect(mails[0]?.from).toContain('Harbour Goods');
      expect(mails[0]?.from).not.toMatch(/Resolution Center/i);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/merchant/v1/email-settings',
        headers: { authorization: `Bearer ${store.apiKey}` },
        payload: { claimEmails: { disabled: [], texts: {} } },
      });
    }
  });

  it('tells the shopper the claim is approved, then sends the card once it is paid', async () => {
    const { shopper, claim } = await acceptedClaim(t, store, 4200);
    const accepted = await mailsAbout(claim.claimNumber);
    expect(accepted.map((mail) => mail.subject)).toEqual([`Your claim ${claim.claimNumber} is approved`]);
    expect(accepted[0]?.text).toContain('is approved for $42.00');

    const payout = await cashOut(t, shopper.cookie, claim.claimId);
    expect(payout.body.code).toBe(0);
    await expect.poll(async () => (await mailsAbout(claim.claimNumber)).length, { timeout: 10_000 }).toBe(2);
    const paid = (await mailsAbout(claim.claimNumber))[1];
    expect(paid?.subject).toBe(`Your payout for claim ${claim.claimNumber} has been sent`);
    expect(paid?.text).toMatch(/Virtual Visa card: (•{4} ){3}\d{4}/);
    expect(paid?.text).toMatch(/Expires: \d{2}\/\d{2}/);
    const detail = await callApi(
      t,
      'get-claim-detail',
      { claimId: claim.claimId },
      { cookie: shopper.cookie },
    );
    const card = detail.body.data.payout.card;
    expect(paid?.text).toContain(`Use my card: ${card.redemptionUrl}`);
    expect(paid?.text).toContain(card.maskedNumber);
  });

  it('e-mails nothing for a decision that was refused, and the approval that followed', async () => {
    const { claim } = await damageWithoutPhotos('de-DE');
    expect(claim.status).toBe('action_required');
    expect(await mailsAbout(claim.claimNumber)).toHaveLength(1);
    // Evidence is already asked for: asking again is refused and commits nothing.
    const refused = await merchantDecision(claim.claimNumber, 'request-evidence', { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    const approved = await merchantDecision(claim.claimNumber, 'approve');
    expect(approved.json().data.status).toBe('accepted');
    const mails = await mailsAbout(claim.claimNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Für Ihren Antrag ${claim.claimNumber} brauchen wir mehr Angaben`,
      `Ihr Antrag ${claim.claimNumber} wurde genehmigt`,
    ]);
    // Amounts are written as the e-mail's language writes the order's currency (decision 054).
    expect(mails[1]?.text).toMatch(/über 89,00\s\$ genehmigt/);
  });

  it('skips the e-mail of a status the claim has already left', async () => {
    const { shopper, claim } = await acceptedClaim(t, store, 1500);
    await mailsAbout(claim.claimNumber);
    await cashOut(t, shopper.cookie, claim.claimId, randomUUID());
    await expect.poll(async () => (await mailsAbout(claim.claimNumber)).length, { timeout: 10_000 }).toBe(2);
    // A late repeat of the 'approved' job finds the claim paid and sends nothing.
    const before = sink.messages.length;
    await expect(t.services.claimEmails.send({ claimId: claim.claimId, status: 'accepted' })).resolves.toBe(
      'skipped',
    );
    await expect(
      t.services.claimEmails.send({ claimId: claim.claimId, status: 'payout_sent' }),
    ).resolves.toBe('sent');
    // Handed to its delivery job (decision 070): one message arrives, and only one.
    await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(before + 1);
    await mailsAbout(claim.claimNumber);
    expect(sink.messages.length).toBe(before + 1);
  });

  it('has every text in all nine languages, with the placeholders of the English one', () => {
    const english = CLAIM_EMAIL_TEXTS['en-US'];
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const flatten = (texts: typeof english): [string, string][] =>
      Object.entries(texts).flatMap(([key, value]): [string, string][] =>
        typeof value === 'string'
          ? [[key, value]]
          : Object.entries(value as Record<string, string>).map(([status, text]): [string, string] => [
              `${key}.${status}`,
              text,
            ]),
      );
    for (const language of LANGUAGE_CODES) {
      const texts = flatten(CLAIM_EMAIL_TEXTS[language]);
      expect(
        texts.map(([key]) => key),
        language,
      ).toEqual(flatten(english).map(([key]) => key));
      for (const [key, text] of texts) {
        const source = flatten(english).find(([englishKey]) => englishKey === key)?.[1] ?? '';
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(source));
      }
    }
  });
});
