import { COMMENT_MAX_LENGTH as CONTRACT_MAX } from '@rc/contract/comments/calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { HUB_ORDER_ID, SWEATER } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { useCommentBoxStore } from '../stores/comment-box-store';
import { COMMENT_MAX_LENGTH, CommentThread, type OrderComment } from './comment-thread';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const COMMENT_ID = '00000000-0000-4000-8000-0000000c0001';
const comment = (overrides: Partial<OrderComment> = {}): OrderComment => ({
  commentId: COMMENT_ID,
  orderId: HUB_ORDER_ID,
  itemId: null,
  body: 'Please leave it with the concierge.',
  language: 'en-US',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  editable: true,
  ...overrides,
});

beforeEach(() => {
  gateway.mockReset();
  useCommentBoxStore.getState().reset();
});

function renderThread(props: Partial<Parameters<typeof CommentThread>[0]> = {}) {
  const onSaved = vi.fn();
  renderScreen(
    '/demo/order-details',
    <CommentThread subPath="/demo" orderId={HUB_ORDER_ID} comments={[]} onSaved={onSaved} {...props} />,
  );
  return { onSaved };
}

describe('comments', () => {
  it("opens one box at a time: the order's first, a product's on request, the order's closing (issue 23)", async () => {
    const sweater = { itemId: SWEATER.itemId, title: SWEATER.title };
    renderScreen(
      '/demo/order-details',
      <>
        <CommentThread subPath="/demo" orderId={HUB_ORDER_ID} comments={[]} />
        <CommentThread subPath="/demo" orderId={HUB_ORDER_ID} item={sweater} comments={[]} />
        <CommentThread
          subPath="/demo"
          orderId={HUB_ORDER_ID}
          item={{ itemId: 'item-tote', title: 'Canvas Tote Bag' }}
          comments={[]}
        />
      </>,
    );
    const openBoxes = () =>
      screen.queryAllByRole('textbox').map((box) => box.getAttribute('aria-label') ?? box.id);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Your comment on this order' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your comment on this order'), { target: { value: 'Kept' } });

    const open = screen.getByRole('button', { name: 'Comment on Merino Wool Sweater' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const sweaterBox = screen.getByRole('textbox', { name: 'Your comment on Merino Wool Sweater' });
    await waitFor(() => expect(document.activeElement).toBe(sweaterBox));
    expect(screen.queryByRole('button', { name: 'Comment on Merino Wool Sweater' })).toBeNull();

    // Back to the order's box: its words are still there, and the sweater's box is closed.
    fireEvent.click(screen.getByRole('button', { name: 'Write a comment on this order' }));
    expect(openBoxes()).toHaveLength(1);
    expect(
      (screen.getByRole('textbox', { name: 'Your comment on this order' }) as HTMLTextAreaElement).value,
    ).toBe('Kept');
    expect(screen.getByRole('button', { name: 'Comment on Merino Wool Sweater' })).toBeTruthy();
  });

  it('without comments: no list, a box to write the first one with its limit', () => {
    renderThread();
    expect(screen.queryByRole('list')).toBeNull();
    const box = screen.getByLabelText('Your comment on this order');
    expect(box.getAttribute('maxlength')).toBe(String(COMMENT_MAX_LENGTH));
    expect(screen.getByText('0 of 1000 characters')).toBeTruthy();
  });

  it("keeps the web's limit equal to the contract's", () => {
    expect(COMMENT_MAX_LENGTH).toBe(CONTRACT_MAX);
  });

  it('refuses an empty comment without a call', () => {
    renderThread();
    fireEvent.change(screen.getByLabelText('Your comment on this order'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByText('Please write a comment first.')).toBeTruthy();
    expect(gateway).not.toHaveBeenCalled();
  });

  it('adds a comment on a product, trimmed; a retry after a lost answer sends the same request id', async () => {
    const saved = comment({ itemId: SWEATER.itemId, body: 'A loose thread on the cuff.' });
    gateway
      .mockResolvedValueOnce({
        ok: false,
        code: 100001,
        message: 'Something went wrong, please try again later',
      })
      .mockResolvedValueOnce({ ok: true, data: saved } as never);
    const { onSaved } = renderThread({ item: { itemId: SWEATER.itemId, title: SWEATER.title } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment on Merino Wool Sweater' }));
    const box = screen.getByLabelText('Your comment on Merino Wool Sweater');
    fireEvent.change(box, { target: { value: '  A loose thread on the cuff.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await screen.findByText('Something went wrong, please try again later');
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    const list = await screen.findByRole('list', { name: 'Your comments on Merino Wool Sweater' });
    expect(within(list).getByText('A loose thread on the cuff.')).toBeTruthy();
    const [first] = gateway.mock.calls.map(([name, input]) => ({ name, input }));
    expect(first).toMatchObject({
      name: 'add-order-product-comment',
      input: { orderId: HUB_ORDER_ID, itemId: SWEATER.itemId, body: 'A loose thread on the cuff.' },
    });
    const requestIds = gateway.mock.calls.map(([, input]) => (input as { requestId: string }).requestId);
    expect(requestIds[1]).toBe(requestIds[0]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal beside the box (the order's 20 comments: 100030)", async () => {
    gateway.mockResolvedValueOnce({
      ok: false,
      code: 100030,
      message: 'This order has reached its limit of 20 comments.',
    });
    renderThread();
    fireEvent.change(screen.getByLabelText('Your comment on this order'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await screen.findByText('This order has reached its limit of 20 comments.');
    expect(screen.queryByRole('list')).toBeNull();
    expect((screen.getByLabelText('Your comment on this order') as HTMLTextAreaElement).value).toBe(
      'One more',
    );
  });

  it("edits the shopper's own comment on a product; another's has no Edit", async () => {
    const own = comment({ itemId: SWEATER.itemId, body: 'Too small.' });
    const theirs = comment({
      commentId: '00000000-0000-4000-8000-0000000c0002',
      itemId: SWEATER.itemId,
      body: 'Written in another session.',
      editable: false,
    });
    gateway.mockResolvedValueOnce({
      ok: true,
      data: { ...own, body: 'Too small; I need an L.', updatedAt: '2026-11-21T09:00:00.000Z' },
    } as never);
    renderThread({ item: { itemId: SWEATER.itemId, title: SWEATER.title }, comments: [own, theirs] });
    const list = screen.getByRole('list', { name: 'Your comments on Merino Wool Sweater' });
    expect(within(list).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByLabelText('Edit your comment') as HTMLTextAreaElement;
    expect(edit.value).toBe('Too small.');
    fireEvent.change(edit, { target: { value: 'Too small; I need an L.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Too small; I need an L.');
    expect(gateway).toHaveBeenCalledWith('update-order-product-comment', {
      commentId: COMMENT_ID,
      body: 'Too small; I need an L.',
    });
    await waitFor(() => expect(screen.queryByLabelText('Edit your comment')).toBeNull());
    expect(within(list).getByText(/edited/)).toBeTruthy();
  });

  it('edits a comment on the order through update-order-comment, and Cancel keeps it', async () => {
    gateway.mockResolvedValueOnce({
      ok: true,
      data: comment({ body: 'Ring twice.', updatedAt: '2026-11-21T09:00:00.000Z' }),
    } as never);
    renderThread({ comments: [comment()] });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Please leave it with the concierge.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit your comment'), { target: { value: 'Ring twice.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Ring twice.');
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(gateway).toHaveBeenCalledWith('update-order-comment', {
      commentId: COMMENT_ID,
      body: 'Ring twice.',
    });
  });
});
