import { describe, expect, it } from 'vitest';

describe('the timeline', () => {
  it('shows a status change that reads the same as the one before only once', async () => {
    const { readableTimeline } = await import('./claim-timeline');
    const entries = readableTimeline([
      { at: '2026-11-20T10:00:00Z', type: 'created', status: 'draft', actor: 'shopper', reason: null },
      {
        at: '2026-11-20T10:01:00Z',
        type: 'status_changed',
        status: 'submitted',
        actor: 'shopper',
        reason: null,
      },
      {
        at: '2026-11-20T10:01:00Z',
        type: 'status_changed',
        status: 'under_review',
        actor: 'system',
        reason: 'merchant_review',
      },
      {
        at: '2026-11-21T09:00:00Z',
        type: 'status_changed',
        status: 'accepted',
        actor: 'merchant',
        reason: null,
      },
    ]);
    expect(entries.map((entry) => [entry.status, entry.actor, entry.reason])).toEqual([
      ['draft', 'shopper', null],
      ['under_review', 'system', 'merchant_review'],
      ['accepted', 'merchant', null],
    ]);
  });
});
