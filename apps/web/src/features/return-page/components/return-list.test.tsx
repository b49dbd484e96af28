// The order's returns on their own: each return with its status, date, units and money, linking to
// its page; 'Start a return' only while a unit can still go back (and when that cannot be read);
// the empty list; a list that cannot be read, read again on 'Try again'.
import { formatDateTime } from '@rc/domain/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import type { UserInfo } from '../../../lib/session-store';
import { renderScreen } from '../../../test/render';
import { coverage, RETURN_ID, returnSummary } from '../return-fixtures';
import { ReturnList } from './return-list';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const USER = {
  subPath: '/demo',
  orderId: '00000000-0000-4000-8000-00000000a001',
  currentVersion: '4',
} as UserInfo;

type Answer = { ok: true; data: unknown } | { ok: false; code: number; message: string | null };
let answers: Record<string, () => Answer>;

beforeEach(() => {
  gateway.mockReset();
  answers = {
    'list-return-items': () => ({ ok: true, data: { returns: [returnSummary()] } }),
    'list-items-coverage': () => ({ ok: true, data: coverage() }),
  };
  gateway.mockImplementation(async (name) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer() as never;
  });
});

const renderList = () => renderScreen('/demo/order-list', <ReturnList userInfo={USER} />);

describe("the order's returns", () => {
  it('lists each return with its status, date, units and refund, linking to its page', async () => {
    answers['list-return-items'] = () => ({
      ok: true,
      data: {
        returns: [
          returnSummary(),
          returnSummary({
            returnId: '00000000-0000-4000-8000-0000000ab002',
            returnNumber: 'RT-1001-2',
            status: 'completed',
            statusDisplay: { title: 'completed', titleKey: 'status.completed', tone: 'green' },
            refund: 0,
            storeCredit: 2640,
          }),
        ],
      },
    });
    renderList();
    const link = await screen.findByRole('link', { name: 'Return RT-1001-1' });
    expect(link.getAttribute('href')).toBe(`/demo/order-details?returnId=${RETURN_ID}`);
    const first = link.closest('li') as HTMLElement;
    expect(within(first).getByText('To return')).toBeTruthy();
    expect(
      within(first).getByText(
        `${formatDateTime('2026-11-20T10:00:00.000Z', 'en-US')} · 1 item · Refund $89.00`,
      ),
    ).toBeTruthy();
    expect(within(first).getByText('Merino Wool Sweater')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Return RT-1001-2' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Completed')).toBeTruthy();
    expect(within(second).getByText(/Store credit \$26\.40$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a return' }).getAttribute('href')).toBe(
      '/demo/items-choose',
    );
  });

  it('offers no new return when nothing can go back, and says so', async () => {
    answers['list-items-coverage'] = () => ({ ok: true, data: coverage(0) });
    renderList();
    await screen.findByText('No item of this order can be returned now.');
    expect(screen.queryByRole('link', { name: 'Start a return' })).toBeNull();
  });

  it('still offers a new return when what can go back cannot be read (the flow will tell)', async () => {
    answers['list-items-coverage'] = () => ({ ok: false, code: 200000, message: null });
    renderList();
    expect(await screen.findByRole('link', { name: 'Start a return' })).toBeTruthy();
  });

  it('says when the order has no returns yet', async () => {
    answers['list-return-items'] = () => ({ ok: true, data: { returns: [] } });
    renderList();
    expect(await screen.findByText('You have no returns for this order yet.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it("shows why the list cannot be read and reads it again on 'Try again'", async () => {
    let reads = 0;
    answers['list-return-items'] = () => {
      reads += 1;
      return reads === 1
        ? { ok: false, code: 100024, message: 'Returns are not available right now.' }
        : { ok: true, data: { returns: [returnSummary()] } };
    };
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe('Returns are not available right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Return RT-1001-1' });
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("the order's returns when the session is gone", () => {
  it('goes to the error page', async () => {
    answers['list-return-items'] = () => ({ ok: false, code: 100008, message: null });
    renderList();
    expect((await screen.findByTestId('landed')).textContent).toBe('/demo/error?code=100008');
  });
});
