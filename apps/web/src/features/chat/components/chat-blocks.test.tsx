// The answers' blocks and the parts around the log, each driven by the chat store: item cards
// (read again through v2/command-products, searched, the earlier choice filled in, the chosen
// package first), options while the server asks (the current choice marked), the summary's
// states, the payout and photo steps, links, the hand-over, the flow's progress and standing.
import type { RequestOf } from '@rc/contract/call-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../../lib/error-text';
import { callGateway } from '../../../lib/gateway';
import { context, renderScreen } from '../../../test/render';
import {
  action,
  CLAIM,
  CONVERSATION,
  detail,
  ITEM,
  message,
  OTHER_ITEM,
  PACKAGE,
  product,
  RETURN,
  STATE,
} from '../chat-fixtures';
import { useChatStore } from '../stores/chat-store';
import {
  cardsToShow,
  HandoverNotice,
  LinkBlock,
  PaymentForm,
  ProductCards,
  previousChoice,
  SEARCH_FROM,
  SummaryCard,
  UploadPrompt,
} from './chat-blocks';
import { OptionButtons } from './chat-message';
import { ChatProgress, progressOf } from './chat-progress';
import { ChatMade, ChatStanding, ChatSupport } from './chat-standing';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const ORDER = context.orderId;
let productQueries: RequestOf<'v2/command-products'>[];
let freshProducts: ReturnType<typeof product>[];
let questions: RequestOf<'ai-chat/create-question'>[];

beforeEach(() => {
  productQueries = [];
  freshProducts = [];
  questions = [];
  useChatStore.getState().clear();
  useChatStore.getState().loaded(ORDER, detail([message(1, 'assistant', 'Hi')]));
  gateway.mockReset();
  gateway.mockImplementation(async (name, input) => {
    if (name === 'v2/command-products') {
      const request = input as RequestOf<'v2/command-products'>;
      productQueries.push(request);
      const words = (request.query ?? '').toLowerCase();
      return {
        ok: true,
        data: { products: freshProducts.filter((item) => item.title.toLowerCase().includes(words)) },
      } as never;
    }
    if (name === 'ai-chat/create-question') {
      const request = input as RequestOf<'ai-chat/create-question'>;
      questions.push(request);
      return {
        ok: true,
        data: {
          questionId: request.questionId,
          status: 'answered',
          messages: [message(9, 'assistant', 'Noted.')],
          state: STATE,
          pendingAction: null,
          lastSeq: 9,
        },
      } as never;
    }
    throw new Error(`unexpected call ${name}`);
  });
});

const render = (element: ReactElement) => renderScreen('/demo/chat', element);

describe('cardsToShow and previousChoice', () => {
  const tote = product();
  const mug = product({ itemId: OTHER_ITEM, title: 'Enamel Mug', fulfillmentId: PACKAGE });
  it('keeps to the offered items, takes their fresh counts, the chosen package first', () => {
    const freshTote = { ...tote, claimableQuantity: 1 };
    const stranger = product({ itemId: '00000000-0000-4000-8000-0000000c0099', title: 'Other' });
    expect(cardsToShow([tote, mug], undefined, null)).toEqual([tote, mug]);
    expect(cardsToShow([tote, mug], [freshTote, stranger], null)).toEqual([freshTote]);
    expect(cardsToShow([tote, mug], undefined, PACKAGE).map((card) => card.title)).toEqual([
      'Enamel Mug',
      'Canvas Tote',
    ]);
  });
  it('fills in the earlier choice for the offered items only', () => {
    expect(
      previousChoice(
        [tote],
        [
          { itemId: ITEM, quantity: 2 },
          { itemId: OTHER_ITEM, quantity: 1 },
        ],
      ),
    ).toEqual({ [ITEM]: 2 });
  });
});

describe('ProductCards', () => {
  it('reads the items again while choosing and offers only what may still be claimed', async () => {
    freshProducts = [product({ claimableQuantity: 1 })];
    render(
      <ProductCards
        block={{ type: 'products', purpose: 'claim', multiple: true, products: [product()] }}
        active
      />,
    );
    // The answer said 2; the order now allows 1 (another claim meanwhile).
    await screen.findByText('1 can be claimed', { exact: false });
    expect(productQueries).toEqual([{ purpose: 'claim', query: null }]);
    const quantity = screen.getByRole('combobox', { name: 'How many of Canvas Tote' });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0', '1']);
  });

  it('an earlier answer’s cards stay as they were and take no reply', () => {
    render(
      <ProductCards
        block={{ type: 'products', purpose: 'claim', multiple: true, products: [product()] }}
        active={false}
      />,
    );
    expect(screen.getByText('2 can be claimed', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(productQueries).toEqual([]);
  });

  it('fills in the items chosen before (asked again after a change) and sends them', async () => {
    useChatStore.getState().update({ currentSelectItem: [{ itemId: ITEM, quantity: 2 }] });
    freshProducts = [product()];
    useChatStore.getState().update({ conversationId: CONVERSATION });
    render(
      <ProductCards
        block={{ type: 'products', purpose: 'claim', multiple: true, products: [product()] }}
        active
      />,
    );
    const quantity = screen.getByRole('combobox', { name: 'How many of Canvas Tote' }) as HTMLSelectElement;
    expect(quantity.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(questions).toHaveLength(1));
    expect(questions[0]?.reply).toEqual({ kind: 'items', items: [{ itemId: ITEM, quantity: 2 }] });
  });

  it('searches a long order by name through v2/command-products', async () => {
    const many = Array.from({ length: SEARCH_FROM }, (_, index) =>
      product({
        itemId: `00000000-0000-4000-8000-0000000e000${index}`,
        title: index === 3 ? 'Enamel Mug' : `Canvas Tote ${index}`,
      }),
    );
    freshProducts = many;
    render(
      <ProductCards block={{ type: 'products', purpose: 'return', multiple: true, products: many }} active />,
    );
    const search = screen.getByRole('searchbox', { name: 'Find an item by name' });
    fireEvent.change(search, { target: { value: 'mug' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Enamel Mug')).toBeTruthy();
    expect(productQueries.at(-1)).toEqual({ purpose: 'return', query: 'mug' });
    fireEvent.change(search, { target: { value: 'kettle' } });
    await screen.findByText('No item matches “kettle”.');
  });

  it('a short order has no search', () => {
    render(
      <ProductCards
        block={{ type: 'products', purpose: 'claim', multiple: false, products: [product()] }}
        active
      />,
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Canvas Tote' })).toBeTruthy();
  });
});

describe('OptionButtons', () => {
  const options = [
    { value: 'damage', label: 'Arrived damaged', flow: null },
    { value: 'loss', label: 'Never arrived', flow: null },
  ];
  it('shows the choices while the server asks, marking the one chosen before', () => {
    useChatStore.getState().update({ showOptions: true, selectedOptions: ['damage'] });
    render(<OptionButtons options={options} />);
    expect(screen.getByRole('button', { name: 'Arrived damaged (your current choice)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Never arrived' })).toBeTruthy();
  });
  it('shows none when the server does not ask for a choice', () => {
    useChatStore.getState().update({ showOptions: false });
    render(<OptionButtons options={options} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SummaryCard', () => {
  it('offers confirm and change only while it is the summary waiting', () => {
    const proposed = action('proposed');
    useChatStore.getState().update({ summaryData: proposed });
    const view = render(<SummaryCard action={proposed} subPath="/demo" />);
    expect(screen.getByRole('button', { name: 'Confirm and submit the claim' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change something' })).toBeTruthy();
    view.unmount();
    useChatStore.getState().update({ summaryData: null });
    render(<SummaryCard action={action('superseded')} subPath="/demo" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Replaced by a newer summary')).toBeTruthy();
  });

  it('says why a confirmed action failed: the server’s words, else the catalogue’s', () => {
    const view = render(
      <SummaryCard
        action={action('failed', { errorCode: 100009, errorMessage: 'The store said no.' })}
        subPath="/demo"
      />,
    );
    expect(screen.getByText('This could not be done. The store said no.')).toBeTruthy();
    view.unmount();
    render(
      <SummaryCard action={action('failed', { errorCode: 100009, errorMessage: null })} subPath="/demo" />,
    );
    expect(screen.getByText(`This could not be done. ${errorText(i18next, 100009)}`)).toBeTruthy();
  });

  it('links an executed return to its page', () => {
    render(
      <SummaryCard
        action={action('executed', {
          kind: 'start_return',
          title: 'Your return',
          result: { claimId: null, returnId: RETURN, payoutId: null },
        })}
        subPath="/demo"
      />,
    );
    expect(screen.getByRole('link', { name: 'Open the return' }).getAttribute('href')).toBe(
      `/demo/order-details?returnId=${RETURN}`,
    );
  });
});

describe('PaymentForm and UploadPrompt', () => {
  it('refuses an account that is not an e-mail address, then sends the method', async () => {
    useChatStore.getState().update({ conversationId: CONVERSATION });
    render(
      <PaymentForm
        block={{ type: 'payment', methods: ['virtual_card', 'paypal'], defaultAccount: 'not-an-address' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use this payout method' }));
    expect(questions).toHaveLength(0);
    const account = screen.getByRole('textbox');
    fireEvent.change(account, { target: { value: 'shopper@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this payout method' }));
    await waitFor(() => expect(questions).toHaveLength(1));
    expect(questions[0]?.reply).toEqual({
      kind: 'payment',
      paymentMethod: { paymentMethod: 'virtual_card', payAccount: 'shopper@example.com' },
    });
  });

  it('leads to upload-chat with the conversation, and skips only where photos are optional', async () => {
    useChatStore.getState().update({ conversationId: CONVERSATION });
    const view = render(
      <UploadPrompt block={{ type: 'upload', min: 1, max: 5, accept: '.jpg' }} subPath="/demo" />,
    );
    expect(screen.getByRole('link', { name: 'Add photos' }).getAttribute('href')).toBe(
      `/demo/upload-chat?conversationId=${CONVERSATION}`,
    );
    expect(screen.getByText('Add at least 1 photo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip photos' })).toBeNull();
    view.unmount();
    render(<UploadPrompt block={{ type: 'upload', min: 0, max: 5, accept: '.jpg' }} subPath="/demo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip photos' }));
    await waitFor(() => expect(questions).toHaveLength(1));
    expect(questions[0]?.reply).toEqual({ kind: 'attachments', attachmentIds: [] });
  });
});

describe('LinkBlock and HandoverNotice', () => {
  it('links portal routes only; anything else leads home', () => {
    render(
      <>
        <LinkBlock label="Your claim" href={`issue-details?claimId=${CLAIM}`} subPath="/demo" />
        <LinkBlock label="Elsewhere" href="https://evil.example/x" subPath="/demo" />
        <LinkBlock label="Up" href="../admin" subPath="/demo" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Your claim' }).getAttribute('href')).toBe(
      `/demo/issue-details?claimId=${CLAIM}`,
    );
    expect(screen.getByRole('link', { name: 'Elsewhere' }).getAttribute('href')).toBe('/demo/home');
    expect(screen.getByRole('link', { name: 'Up' }).getAttribute('href')).toBe('/demo/home');
  });

  it('says where the conversation went and when to expect an answer', () => {
    render(<HandoverNotice supportEmail="care@example.com" expectedReplyBy="2026-11-27T09:00:00.000Z" />);
    expect(screen.getByText('Your conversation was sent to care@example.com.')).toBeTruthy();
    expect(screen.getByText(/^Expect an answer by e-mail by Nov 27, 2026/)).toBeTruthy();
  });
});

describe('ChatProgress (currentFlow, currentStep, dynamicFlowSteps, allInsertFlows)', () => {
  it('counts the step among the flow’s steps', () => {
    expect(
      progressOf({
        currentFlow: 'claim',
        currentStep: 'photos',
        dynamicFlowSteps: ['items', 'issue', 'photos', 'payment', 'summary'],
      }),
    ).toEqual({ index: 3, total: 5, step: 'photos' });
    expect(progressOf({ currentFlow: 'a', currentStep: null, dynamicFlowSteps: [] })).toBeNull();
    expect(
      progressOf({ currentFlow: 'tracking', currentStep: 'show', dynamicFlowSteps: ['show'] }),
    ).toBeNull();
    expect(
      progressOf({ currentFlow: 'claim', currentStep: 'gone', dynamicFlowSteps: ['items', 'summary'] }),
    ).toBeNull();
  });

  it('names the flow, the step, and the flow it comes back to', () => {
    useChatStore.getState().update({
      currentFlow: 'tracking',
      currentStep: 'show',
      dynamicFlowSteps: ['show'],
      allInsertFlows: ['claim'],
    });
    const view = render(<ChatProgress />);
    expect(screen.getByText('Tracking a package')).toBeTruthy();
    expect(screen.getByText('Afterwards we come back to: Reporting a problem')).toBeTruthy();
    expect(screen.queryByText(/^Step/)).toBeNull();
    view.unmount();
    useChatStore.getState().update({
      currentFlow: 'claim',
      currentStep: 'payment',
      dynamicFlowSteps: ['items', 'issue', 'photos', 'payment', 'summary'],
      allInsertFlows: [],
    });
    render(<ChatProgress />);
    expect(screen.getByText('Step 4 of 5: Payout method')).toBeTruthy();
  });

  it('names a return’s steps, the reason’s detail among them', () => {
    useChatStore.getState().update({
      currentFlow: 'return',
      currentStep: 'subReason',
      dynamicFlowSteps: ['items', 'reason', 'subReason', 'resolution', 'method', 'summary'],
    });
    render(<ChatProgress />);
    expect(screen.getByText('Return or exchange')).toBeTruthy();
    expect(screen.getByText('Step 3 of 6: Details')).toBeTruthy();
  });

  it('shows nothing at the start (flow a)', () => {
    const view = render(<ChatProgress />);
    expect(view.container.querySelector('.chat-progress')).toBeNull();
  });
});

describe('ChatStanding, ChatMade, ChatSupport (detailData, returnHomeData, aiBotData)', () => {
  it('tells who answers and, after a hand-over, that the store’s team has it', () => {
    useChatStore.getState().loaded(
      ORDER,
      detail([], null, {
        assistant: 'model',
        status: 'handed_over',
        handover: {
          at: '2026-11-26T09:00:00.000Z',
          supportEmail: null,
          expectedReplyBy: '2026-11-27T09:00:00.000Z',
        },
      }),
    );
    render(<ChatStanding />);
    expect(screen.getByText(/^You are chatting with an AI assistant, not a person/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^The store’s team has had this conversation since Nov 26, 2026/,
    );
  });

  it('links what the chat made, numbered when there are several', () => {
    useChatStore.getState().update({ returnHomeData: { claimIds: [CLAIM, ITEM], returnIds: [RETURN] } });
    render(<ChatMade subPath="/demo" />);
    const made = screen.getByRole('navigation', { name: 'Made in this chat' });
    expect(
      within(made)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your claim 1', `/demo/issue-details?claimId=${CLAIM}`],
      ['Your claim 2', `/demo/issue-details?claimId=${ITEM}`],
      ['Your return', `/demo/order-details?returnId=${RETURN}`],
    ]);
  });

  it('gives the store’s address when it has one', () => {
    useChatStore.getState().update({
      aiBotData: {
        supportChatMode: true,
        chatMode: true,
        forced: false,
        assistant: 'builtin',
        greeting: 'Hi',
        options: [],
        latestConversation: null,
        supportEmail: 'care@example.com',
        expectedReplyHours: 24,
      },
    });
    render(<ChatSupport />);
    expect(screen.getByRole('link', { name: 'care@example.com' }).getAttribute('href')).toBe(
      'mailto:care@example.com',
    );
  });
});
