import { ERROR_CODES } from '@rc/domain/error-codes';
import { MESSAGES } from '@rc/domain/error-messages';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { context, renderScreen } from '../../../test/render';
import { JACKET, receivedWithdrawal, TOTE, withdrawalOptions } from '../withdrawal-fixtures';
import { WithdrawalPage } from './withdrawal-page';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

type Options = ReturnType<typeof withdrawalOptions>;

/** The server as the page meets it: the options (in turn, one per read) and the confirmation's answer. */
function serve(options: Options[], submit?: (input: unknown) => unknown) {
  let reads = 0;
  gateway.mockImplementation((async (name: string, input: unknown) => {
    if (name === 'user/get-withdrawal-options') {
      const answer = options[Math.min(reads, options.length - 1)];
      reads += 1;
      return { ok: true, data: answer };
    }
    if (name === 'user/submit-withdrawal' && submit) return submit(input);
    throw new Error(`unexpected call ${name}`);
  }) as never);
}

const submitted = () => gateway.mock.calls.filter(([name]) => name === 'user/submit-withdrawal');

function open() {
  return renderScreen(
    '/demo/withdraw',
    <WithdrawalPage subPath={context.subPath} orderId={context.orderId} />,
  );
}

beforeEach(() => {
  gateway.mockReset();
});

describe('WithdrawalPage', () => {
  it('states the whole order, checks the statement, confirms once and shows what was received and what next', async () => {
    serve([withdrawalOptions()], (input) => ({
      ok: true,
      data: {
        ...receivedWithdrawal(
          [
            { orderItemId: JACKET, title: 'Rain Jacket', quantity: 1 },
            { orderItemId: TOTE, title: 'Tote', quantity: 2 },
          ],
          '2026-12-02T10:20:30.000Z',
        ),
        email: (input as { email: string }).email,
        partial: false,
      },
    }));
    open();
    const name = await screen.findByLabelText('Your name');
    expect((name as HTMLInputElement).value).toBe('Alex Rivera');
    expect((screen.getByLabelText('Order') as HTMLInputElement).value).toBe('#1080');

    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('E-mail for the confirmation'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();

    fireEvent.change(name, { target: { value: 'Alex R.' } });
    fireEvent.change(screen.getByLabelText('E-mail for the confirmation'), {
      target: { value: 'confirm@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
    expect(screen.getByText('1 × Rain Jacket')).toBeTruthy();
    expect(screen.getByText('2 × Tote')).toBeTruthy();

    const confirm = screen.getByRole('button', { name: 'Confirm withdrawal' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const received = await screen.findByTestId('withdrawal-received');
    // Written in the page's language in UTC, naming it (decision 054); Intl's no-break spaces read as spaces.
    expect(received.textContent?.replace(/\s/g, ' ')).toBe(
      'We received your withdrawal on Dec 2, 2026, 10:20 AM UTC. The acknowledgement was sent to confirm@example.com.',
    );
    expect(submitted()).toHaveLength(1);
    expect(submitted()[0]?.[1]).toEqual({
      requestId: expect.stringMatching(/^[\w-]{8,}$/),
      name: 'Alex R.',
      email: 'confirm@example.com',
      items: null,
    });
    expect(screen.getByRole('heading', { name: 'Next: send the goods back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return the goods' }).getAttribute('href')).toBe(
      '/demo/items-choose',
    );
  });

  it('offers only what is left after an earlier withdrawal, up to the units left', async () => {
    serve(
      [
        withdrawalOptions({
          items: withdrawalOptions().items.map((item) => ({ ...item, withdrawn: 1 })),
          withdrawals: [
            receivedWithdrawal([
              { orderItemId: JACKET, title: 'Rain Jacket', quantity: 1 },
              { orderItemId: TOTE, title: 'Tote', quantity: 1 },
            ]),
          ],
        }),
      ],
      () => ({ ok: true, data: receivedWithdrawal([{ orderItemId: TOTE, title: 'Tote', quantity: 1 }]) }),
    );
    open();
    const rest = await screen.findByRole('radio', { name: 'Everything not withdrawn yet' });
    expect((rest as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Received on Dec 2, 2026, 9:15 AM UTC')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Only some items' }));
    // The jacket is withdrawn from already; one tote of two is left.
    expect(screen.queryByLabelText('Quantity: Rain Jacket')).toBeNull();
    const tote = screen.getByLabelText('Quantity: Tote') as HTMLSelectElement;
    expect([...tote.options].map((option) => option.value)).toEqual(['0', '1']);
    fireEvent.change(tote, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByTestId('withdrawal-received');
    expect(submitted()[0]?.[1]).toMatchObject({ items: [{ itemId: TOTE, quantity: 1 }] });
  });

  it('shows the refusal of what was withdrawn meanwhile, then what was received, with no form', async () => {
    const everything = withdrawalOptions({
      items: withdrawalOptions().items.map((item) => ({ ...item, withdrawn: item.quantity })),
      withdrawals: [
        receivedWithdrawal([
          { orderItemId: JACKET, title: 'Rain Jacket', quantity: 1 },
          { orderItemId: TOTE, title: 'Tote', quantity: 2 },
        ]),
      ],
    });
    const message = MESSAGES['en-US'].withdrawalAlreadyReceived;
    serve([withdrawalOptions(), everything], () => ({
      ok: false,
      code: ERROR_CODES.WITHDRAWAL_ALREADY_RECEIVED,
      message,
    }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByText('You have withdrawn from everything in this order.');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Confirm withdrawal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return the goods' })).toBeTruthy();
  });

  it('says the period has ended and offers no confirmation', async () => {
    serve([
      withdrawalOptions({ available: false, refusal: 'period_ended', endsAt: '2026-11-01T23:59:59.999Z' }),
    ]);
    open();
    await screen.findByText('The withdrawal period for this order has ended.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my order' }).getAttribute('href')).toBe('/demo/home');
  });

  it('says so when the options cannot be loaded', async () => {
    gateway.mockResolvedValue({ ok: false, code: ERROR_CODES.UNEXPECTED_ERROR, message: null } as never);
    open();
    await screen.findByText('We could not load this page. Please try again.');
  });
});
