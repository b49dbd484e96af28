// A return's page on its own: the status as the server names it, where it is on its way, how the
// items go back (the label, the method's instructions and address), the items, the shopper's
// tracking number (checked, saved, the page updated), cancelling (asked once more), paying the
// difference, the call the version 5 interface makes, and a return that cannot be read.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import type { UserInfo } from '../../../lib/session-store';
import { userInfo } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import {
  LABEL,
  methodDetail,
  RETURN_ID,
  returnDetail,
  SHIP_YOURSELF,
  transactions,
} from '../return-fixtures';
import { ReturnDetails } from './return-details';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const USER = userInfo();

type Answer = { ok: true; data: unknown } | { ok: false; code: number; message: string | null };
let answers: Record<string, (input: unknown) => Answer>;

beforeEach(() => {
  gateway.mockReset();
  answers = {
    'user/get-order-return-detail': () => ({ ok: true, data: returnDetail() }),
    'user/get-return-method-detail': () => ({ ok: true, data: methodDetail() }),
    'user/get-transaction-detail': () => ({ ok: true, data: transactions() }),
  };
  gateway.mockImplementation(async (name, input) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(input) as never;
  });
});

function renderReturn(user: UserInfo = USER) {
  return renderScreen(
    `/demo/order-details?returnId=${RETURN_ID}`,
    <ReturnDetails userInfo={user} returnId={RETURN_ID} />,
  );
}

describe('a return’s page', () => {
  it('shows the return, where it is, how to send it back and its items', async () => {
    renderReturn();
    await screen.findByRole('heading', { level: 1, name: 'Return RT-1001-1' });
    expect(screen.getByText('To return', { selector: '.status-badge' })).toBeTruthy();
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(within(progress).getByText('To return').getAttribute('aria-current')).toBe('step');

    const send = screen.getByRole('region', { name: 'Send your items back' });
    expect(within(send).getByText('Prepaid label')).toBeTruthy();
    expect(within(send).getByRole('img', { name: 'QR code of return label 1ZRETURN0001' })).toBeTruthy();
    expect(within(send).getByText('UPS')).toBeTruthy();
    expect(within(send).getByRole('link', { name: 'Download the label (PDF)' }).getAttribute('href')).toBe(
      '/gateway/returns/label.pdf',
    );
    // The method's page: its instructions and the store's address.
    await within(send).findByText(/Print the label, pack the items/);
    expect(within(send).getByText(/Northwind Returns/)).toBeTruthy();
    expect(gateway).toHaveBeenCalledWith('user/get-return-method-detail', { returnId: RETURN_ID });

    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Merino Wool Sweater')).toBeTruthy();
    expect(within(items).getByText('0 of 1 received')).toBeTruthy();
    // Nothing the return does not allow.
    expect(screen.queryByRole('button', { name: 'Cancel this return' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add your tracking number' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your returns' }).getAttribute('href')).toBe('/demo/order-list');
  });

  it("says a label of the portal's own is no carrier's, and tells a refused return's reason", async () => {
    answers['user/get-order-return-detail'] = () => ({
      ok: true,
      data: returnDetail({
        status: 'rejected',
        statusDisplay: { title: 'rejected', titleKey: 'status.rejected', tone: 'orange' },
        statusReason: 'Worn items cannot be returned.',
        label: { ...LABEL, provider: 'builtin', carrier: 'RC POST' },
      }),
    });
    renderReturn();
    expect((await screen.findByText(/^Reason:/)).textContent).toBe('Reason: Worn items cannot be returned.');
    // A refused return left the way: no progress steps.
    expect(screen.queryByRole('list', { name: 'Progress' })).toBeNull();
    expect(screen.getByText('Any carrier you choose (our own label, postage not included)')).toBeTruthy();
    expect(screen.queryByText('RC POST')).toBeNull();
  });

  it('checks and saves the tracking number of a parcel the shopper ships, and shows it', async () => {
    const shipYourself = returnDetail({
      method: SHIP_YOURSELF,
      label: null,
      can: { addTracking: true, cancel: false, payBalance: false },
    });
    answers['user/get-order-return-detail'] = () => ({ ok: true, data: shipYourself });
    answers['user/save-return-shipping-tracking-info'] = () => ({
      ok: true,
      data: {
        ...shipYourself,
        status: 'return_shipped',
        statusDisplay: { title: 'return_shipped', titleKey: 'status.return_shipped', tone: 'cyan' },
        tracking: [{ carrier: 'DHL', trackingNumber: 'JD0001234' }],
        can: { addTracking: false, cancel: false, payBalance: false },
      },
    });
    renderReturn();
    const form = await screen.findByRole('region', { name: 'Add your tracking number' });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save tracking number' }));
    expect(
      await within(form).findByText('Please enter the tracking number (at least 4 letters or digits).'),
    ).toBeTruthy();
    expect(gateway.mock.calls.some(([name]) => name === 'user/save-return-shipping-tracking-info')).toBe(
      false,
    );

    fireEvent.change(within(form).getByLabelText('Carrier (optional)'), { target: { value: ' DHL ' } });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: 'JD0001234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save tracking number' }));
    await screen.findByText('DHL JD0001234');
    expect(gateway).toHaveBeenCalledWith('user/save-return-shipping-tracking-info', {
      returnId: RETURN_ID,
      carrier: 'DHL',
      trackingNumber: 'JD0001234',
    });
    expect(screen.queryByRole('region', { name: 'Add your tracking number' })).toBeNull();
  });

  it("shows the server's reason when the tracking number is refused", async () => {
    const shipYourself = returnDetail({
      method: SHIP_YOURSELF,
      label: null,
      can: { addTracking: true, cancel: false, payBalance: false },
    });
    answers['user/get-order-return-detail'] = () => ({ ok: true, data: shipYourself });
    answers['user/save-return-shipping-tracking-info'] = () => ({
      ok: false,
      code: 100024,
      message: 'This return cannot take a tracking number now.',
    });
    renderReturn();
    const form = await screen.findByRole('region', { name: 'Add your tracking number' });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: 'JD0001234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save tracking number' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This return cannot take a tracking number now.',
    );
  });

  it('cancels the return only when asked twice, and keeps it on No', async () => {
    const open = returnDetail({ can: { addTracking: false, cancel: true, payBalance: false } });
    answers['user/get-order-return-detail'] = () => ({ ok: true, data: open });
    answers['user/cancel-order-return'] = () => ({
      ok: true,
      data: {
        ...open,
        status: 'cancelled',
        statusDisplay: { title: 'cancelled', titleKey: 'status.cancelled', tone: 'grey' },
        can: { addTracking: false, cancel: false, payBalance: false },
      },
    });
    renderReturn();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this return' }));
    expect(screen.getByText(/Cancel return RT-1001-1\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the return' }));
    expect(gateway.mock.calls.some(([name]) => name === 'user/cancel-order-return')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel this return' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the return' }));
    await screen.findByText('Cancelled', { selector: '.status-badge' });
    expect(gateway).toHaveBeenCalledWith('user/cancel-order-return', { returnId: RETURN_ID });
    expect(screen.queryByRole('button', { name: 'Cancel this return' })).toBeNull();
  });

  it('offers to pay the difference of an exchange and opens the checkout', async () => {
    const owing = returnDetail({
      quote: { ...returnDetail().quote, refund: 0, exchangeItems: 9900, balanceDue: 1000 },
      can: { addTracking: false, cancel: false, payBalance: true },
    });
    answers['user/get-order-return-detail'] = () => ({ ok: true, data: owing });
    answers['user/get-return-balance'] = () => ({
      ok: true,
      data: {
        returnId: RETURN_ID,
        currency: 'USD',
        balanceDue: 1000,
        balancePaid: 0,
        outstanding: 1000,
        payment: null,
      },
    });
    answers['user/pay-return-balance'] = () => ({
      ok: false,
      code: 100024,
      message: 'The payment provider is away.',
    });
    renderReturn();
    const balance = await screen.findByRole('region', { name: 'Pay the difference' });
    expect(
      within(balance).getByText(
        'Your new items cost $10.00 more than the ones you return. Your exchange ships once it is paid.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(balance).getByRole('button', { name: 'Pay $10.00' }));
    expect((await within(balance).findByRole('alert')).textContent).toBe('The payment provider is away.');
    const pay = gateway.mock.calls.find(([name]) => name === 'user/pay-return-balance');
    expect(pay?.[1]).toMatchObject({ returnId: RETURN_ID, requestId: expect.stringMatching(/^[\w-]{8,}$/) });
  });

  it('reads the return with get-return-detail in the version 5 interface', async () => {
    answers['get-return-detail'] = () => ({ ok: true, data: returnDetail() });
    renderReturn({ ...USER, currentVersion: '5' });
    await screen.findByRole('heading', { level: 1, name: 'Return RT-1001-1' });
    expect(gateway).toHaveBeenCalledWith('get-return-detail', { returnId: RETURN_ID });
    expect(gateway.mock.calls.some(([name]) => name === 'user/get-order-return-detail')).toBe(false);
  });

  it("shows why a return cannot be read and reads it again on 'Try again'", async () => {
    let reads = 0;
    answers['user/get-order-return-detail'] = () => {
      reads += 1;
      return reads === 1
        ? { ok: false, code: 100009, message: 'We could not find this in your order.' }
        : { ok: true, data: returnDetail() };
    };
    renderReturn();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this in your order.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Return RT-1001-1' });
    await waitFor(() => expect(reads).toBe(2));
  });

  it('goes to the error page when the session is gone', async () => {
    answers['user/get-order-return-detail'] = () => ({ ok: false, code: 100008, message: null });
    renderReturn();
    expect((await screen.findByTestId('landed')).textContent).toBe('/demo/error?code=100008');
  });
});
