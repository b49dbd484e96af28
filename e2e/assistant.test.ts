// Issue 14: the assistant finishes the job in the chat. In English on a phone: a damage claim with a
// photo filed entirely in the chat (photos on upload-chat) and then seen on the claim's page; a
// package tracked by typing a question; a return started from the chat; a hand-over to a person
// arriving as an e-mail to the store. In German on a desktop: the damage claim and the return,
// reaching the chat from a sign-in link with `to` (the conversation answers in the page's language).
// Demo orders #1050-#1055 (apps/server/src/demo, the assistant's seed). Texts: the built-in
// assistant's (apps/server/src/modules/assistant/locales/*.json) and the chat's (locales, chat.*).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { PHOTOS, pickFiles } from './support/claim-flow';
import { SHOPPER_EMAIL, signIn } from './support/demo';
import { receivedMail, waitForMail } from './support/mailbox';

const browser = useBrowser();

/** The assistant's demo orders (apps/server/src/demo): what each journey does on which. */
const ORDERS = {
  claimEn: '#1050',
  claimDe: '#1051',
  tracking: '#1052',
  returnEn: '#1053',
  returnDe: '#1054',
} as const;
const [PHONE, DESKTOP] = VIEWPORTS as [(typeof VIEWPORTS)[number], (typeof VIEWPORTS)[number]];
/** Phone first: the narrowest phone the portal supports (320 CSS pixels). */
const NARROW = { viewport: { width: 320, height: 640 }, screen: { width: 320, height: 640 } };

/** The chat's words in a language (apps/web/public/locales/*\/common.json, chat.*) and the assistant's. */
const WORDS = {
  en: {
    log: 'Conversation with the assistant',
    message: 'Your message',
    send: 'Send',
    continue: 'Continue',
    quantityOf: /^How many of /,
    addPhotos: 'Add photos',
    uploaderButton: 'Add photos or videos',
    options: 'Choose an answer',
    sendPhotos: 'Send photos',
    usePayout: 'Use this payout method',
    confirmClaim: 'Confirm and submit the claim',
    confirmReturn: 'Confirm and start the return',
    confirmHandover: 'Confirm and send to the store',
    openClaim: 'Open the claim',
    openReturn: 'Open the return',
    done: 'Done',
    // The assistant's (server) words.
    reportProblem: 'Report a problem',
    returnOrExchange: 'Return or exchange',
    talkToPerson: 'Talk to a person',
    damaged: 'Arrived damaged',
    claimItems: 'Which items are affected?',
    returnItems: 'Which items would you like to return?',
    reason: 'Why are you returning it?',
    subReason: 'What fits best?',
    resolution: 'What would you like instead?',
    method: 'How would you like to send it back?',
    trackingIntro: 'Here is where your packages are:',
  },
  de: {
    log: 'Gespräch mit dem Assistenten',
    message: 'Ihre Nachricht',
    send: 'Senden',
    continue: 'Weiter',
    quantityOf: /^Anzahl von /,
    addPhotos: 'Fotos hinzufügen',
    uploaderButton: 'Fotos oder Videos hinzufügen',
    options: 'Antwort wählen',
    sendPhotos: 'Fotos senden',
    usePayout: 'Diese Auszahlungsart verwenden',
    confirmClaim: 'Bestätigen und Schaden melden',
    confirmReturn: 'Bestätigen und Rücksendung starten',
    confirmHandover: 'Bestätigen und an den Shop senden',
    openClaim: 'Meldung öffnen',
    openReturn: 'Rücksendung öffnen',
    done: 'Erledigt',
    reportProblem: 'Ein Problem melden',
    returnOrExchange: 'Rücksendung oder Umtausch',
    talkToPerson: 'Mit einer Person sprechen',
    damaged: 'Beschädigt angekommen',
    claimItems: 'Welche Artikel sind betroffen?',
    returnItems: 'Welche Artikel möchten Sie zurücksenden?',
    reason: 'Warum senden Sie ihn zurück?',
    subReason: 'Was genau trifft zu?',
    resolution: 'Was möchten Sie stattdessen?',
    method: 'Wie möchten Sie ihn zurücksenden?',
    trackingIntro: 'Hier sind Ihre Pakete:',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

function chatLog(page: Page, words: Words) {
  return page.getByRole('log', { name: words.log });
}

/** Nothing wider than the screen: no sideways scrolling on a 320 px phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Keyboard only: Tab (or Shift+Tab) until `target` has the focus, then it is pressed with Enter. */
async function pressByKeyboard(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error('not reachable with the keyboard');
}

/** The latest answer of the assistant that says `text`. */
async function waitForAnswer(page: Page, words: Words, text: string | RegExp): Promise<void> {
  await chatLog(page, words).getByText(text).last().waitFor();
}

/** Picks one unit of the first item the card offers, then Continue. */
async function chooseFirstItem(page: Page, words: Words): Promise<void> {
  const quantity = chatLog(page, words).getByRole('combobox', { name: words.quantityOf }).first();
  await quantity.selectOption('1');
  await chatLog(page, words).getByRole('button', { name: words.continue, exact: true }).click();
}

/** The options of the latest answer. */
function answerOptions(page: Page, words: Words) {
  return chatLog(page, words).getByRole('group', { name: words.options }).last();
}

async function chooseOption(page: Page, words: Words, label: string): Promise<void> {
  await answerOptions(page, words).getByRole('button', { name: label, exact: true }).click();
}

/** Signs in through a link that opens the chat (spec 2 "Login": `to`), without typing. */
async function openChatByLink(page: Page, order: string, to: string): Promise<void> {
  const query = new URLSearchParams({ order_number: order, email: SHOPPER_EMAIL, to });
  await page.goto(`/demo/auto-login?${query}`);
  await page.waitForURL((url) => url.pathname === '/demo/chat');
}

/** The damage claim: items, issue, a photo on upload-chat, payout, the summary confirmed. */
async function fileDamageClaim(page: Page, words: Words): Promise<void> {
  await waitForAnswer(page, words, words.claimItems);
  await chooseFirstItem(page, words);
  await chooseOption(page, words, words.damaged);
  await chatLog(page, words).getByRole('link', { name: words.addPhotos, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/demo/upload-chat');
  await pickFiles(page, PHOTOS.slice(0, 1), words.uploaderButton);
  await page.getByRole('img', { name: PHOTOS[0]?.name }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: words.sendPhotos, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/demo/chat');
  await chatLog(page, words).getByRole('button', { name: words.usePayout, exact: true }).click();
  const confirm = chatLog(page, words).getByRole('button', { name: words.confirmClaim, exact: true });
  await confirm.waitFor();
  await expectAccessible(page);
  await confirm.click();
  await chatLog(page, words).getByText(words.done, { exact: true }).waitFor();
  await chatLog(page, words).getByRole('link', { name: words.openClaim, exact: true }).last().click();
  await page.waitForURL((url) => url.pathname === '/demo/issue-details');
  // The claim's page shows the photo filed in the chat.
  await page
    .getByRole('link', { name: new RegExp(`${PHOTOS[0]?.name}`) })
    .first()
    .waitFor();
}

/** A return: items, reason and its detail, resolution, method, the summary confirmed, then the return's page. */
async function startReturn(page: Page, words: Words, item: string): Promise<void> {
  await waitForAnswer(page, words, words.returnItems);
  await chooseFirstItem(page, words);
  await waitForAnswer(page, words, words.reason);
  await answerOptions(page, words).getByRole('button').first().click();
  // The first reason has reasons of its own (the store's return rules): the first again.
  await waitForAnswer(page, words, words.subReason);
  await answerOptions(page, words).getByRole('button').first().click();
  await waitForAnswer(page, words, words.resolution);
  await answerOptions(page, words).getByRole('button').first().click();
  await waitForAnswer(page, words, words.method);
  await answerOptions(page, words).getByRole('button').first().click();
  const confirm = chatLog(page, words).getByRole('button', { name: words.confirmReturn, exact: true });
  await confirm.waitFor();
  await confirm.click();
  await chatLog(page, words).getByRole('link', { name: words.openReturn, exact: true }).last().click();
  await page.waitForURL((url) => url.pathname === '/demo/order-details');
  // The return's page lists the item returned in the chat.
  await page.getByRole('main').getByText(item).first().waitFor();
}

describe('the assistant in English on a phone', () => {
  test('a damage claim with a photo, filed entirely in the chat, is on the claim’s page', async () => {
    const { page } = await browser.open(PHONE, NARROW);
    await signIn(page, ORDERS.claimEn);
    // Chat mode is on for the demo store: home offers the chat first.
    await page.getByRole('link', { name: 'Chat with us', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/demo/chat');
    await waitForAnswer(page, WORDS.en, new RegExp(`I can help with order ${ORDERS.claimEn}`));
    // The conversation is a polite live region: a screen reader hears each answer as it arrives.
    expect(await chatLog(page, WORDS.en).getAttribute('aria-live')).toBe('polite');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await chooseOption(page, WORDS.en, WORDS.en.reportProblem);
    await fileDamageClaim(page, WORDS.en);
  });

  test('a package tracked by typing a question; then a hand-over reaches the store by e-mail (keyboard only)', async () => {
    const { page } = await browser.open(PHONE, NARROW);
    await signIn(page, ORDERS.tracking);
    await page.goto('/demo/chat');
    await waitForAnswer(page, WORDS.en, new RegExp(`I can help with order ${ORDERS.tracking}`));
    // Keyboard only from here: type the question and press Enter; the field keeps the focus.
    const field = page.getByRole('textbox', { name: WORDS.en.message });
    await field.focus();
    await page.keyboard.type('where is my package?');
    await page.keyboard.press('Enter');
    await waitForAnswer(page, WORDS.en, WORDS.en.trackingIntro);
    // The package's card: its carrier's tracking number and the way to its tracking page.
    await chatLog(page, WORDS.en)
      .getByText(/1Z999AA110520784/)
      .first()
      .waitFor();
    await chatLog(page, WORDS.en).getByRole('link', { name: 'Track this package' }).first().waitFor();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    const before = receivedMail().length;
    await page.keyboard.type('I want to talk to a person please');
    await page.keyboard.press('Enter');
    // The summary's confirmation is reached from the composer by Shift+Tab and pressed with Enter.
    const confirm = chatLog(page, WORDS.en).getByRole('button', {
      name: WORDS.en.confirmHandover,
      exact: true,
    });
    await pressByKeyboard(page, confirm, 'Shift+Tab');
    await chatLog(page, WORDS.en)
      .getByText(/Expect an answer by e-mail by|will answer by e-mail/)
      .first()
      .waitFor();
    const mail = await waitForMail(
      (message) => message.subject.includes(`order ${ORDERS.tracking} needs a person`),
      {
        since: before,
      },
    );
    expect(mail.text).toContain('where is my package?');
    expect(mail.text).toContain(SHOPPER_EMAIL);
  });

  test('a return started from the chat opens the return’s page', async () => {
    const { page } = await browser.open(PHONE, NARROW);
    await signIn(page, ORDERS.returnEn);
    await page.goto('/demo/chat');
    await waitForAnswer(page, WORDS.en, new RegExp(`I can help with order ${ORDERS.returnEn}`));
    await chooseOption(page, WORDS.en, WORDS.en.returnOrExchange);
    await startReturn(page, WORDS.en, 'Merino Wool Sweater');
  });
});

describe('the assistant in German on a desktop', () => {
  test('a damage claim with a photo from a sign-in link to the chat', async () => {
    const { page } = await browser.open(DESKTOP, { locale: 'de-DE' });
    await openChatByLink(page, ORDERS.claimDe, 'claim');
    await fileDamageClaim(page, WORDS.de);
  });

  test('a return started from the chat', async () => {
    const { page } = await browser.open(DESKTOP, { locale: 'de-DE' });
    await openChatByLink(page, ORDERS.returnDe, 'return');
    await startReturn(page, WORDS.de, 'Linen Throw Blanket');
  });
});
