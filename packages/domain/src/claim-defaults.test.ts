import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  CLAIM_LIMITS,
  defaultIncludeBp,
  INCLUDE_BP_THRESHOLD,
  maxAttachmentBytes,
  ORDER_LIMITS,
} from './claim-defaults';

const MB = 1024 * 1024;

describe('includeBp default (spec section 9)', () => {
  it('section 9: the threshold is 50', () => {
    expect(INCLUDE_BP_THRESHOLD).toBe(50);
  });

  it('section 9: a total of exactly 50 does not include the extra coverage', () => {
    expect(defaultIncludeBp([{ priceMinor: 5000, quantity: 1 }], 'USD')).toBe(false);
    expect(defaultIncludeBp([{ priceMinor: 2500, quantity: 2 }], 'EUR')).toBe(false);
  });

  it('section 9: a total of 50.01 includes it', () => {
    expect(defaultIncludeBp([{ priceMinor: 5001, quantity: 1 }], 'USD')).toBe(true);
    expect(
      defaultIncludeBp(
        [
          { priceMinor: 2500, quantity: 1 },
          { priceMinor: 2501, quantity: 1 },
        ],
        'USD',
      ),
    ).toBe(true);
  });

  it('section 9: the total counts quantities', () => {
    expect(defaultIncludeBp([{ priceMinor: 1700, quantity: 3 }], 'USD')).toBe(true);
    expect(defaultIncludeBp([{ priceMinor: 1700, quantity: 2 }], 'USD')).toBe(false);
  });

  it('compares in major units of the currency (JPY has no minor units)', () => {
    expect(defaultIncludeBp([{ priceMinor: 50, quantity: 1 }], 'JPY')).toBe(false);
    expect(defaultIncludeBp([{ priceMinor: 51, quantity: 1 }], 'JPY')).toBe(true);
    expect(defaultIncludeBp([{ priceMinor: 5001, quantity: 1 }], 'HUF')).toBe(true);
  });

  it('is off for no items', () => {
    expect(defaultIncludeBp([], 'USD')).toBe(false);
  });

  it('property: on exactly when the total in minor units exceeds 5000 cents', () => {
    const item = fc.record({
      priceMinor: fc.integer({ min: 0, max: 10_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), (items) => {
        const total = items.reduce((sum, i) => sum + i.priceMinor * i.quantity, 0);
        return defaultIncludeBp(items, 'USD') === total > 5000;
      }),
    );
  });
});

describe('claim limits (spec section 9: numbers 50, 20 and 10; our use)', () => {
  it('section 9: 20 attachments per claim at most, 10 MB per image, 50 MB per video', () => {
    expect(CLAIM_LIMITS.maxAttachments).toBe(20);
    expect(CLAIM_LIMITS.maxImageMb).toBe(10);
    expect(CLAIM_LIMITS.maxVideoMb).toBe(50);
    expect(maxAttachmentBytes('image')).toBe(10 * MB);
    expect(maxAttachmentBytes('video')).toBe(50 * MB);
    expect(maxAttachmentBytes('archive')).toBe(50 * MB);
  });

  it('refuses a type that is not allowed', () => {
    expect(attachmentProblem({ fileName: 'a.pdf', sizeBytes: 1, existingCount: 0 })).toBe('type');
  });

  it('section 9: an image of exactly 10 MB is fine, one byte more is too large', () => {
    expect(attachmentProblem({ fileName: 'a.jpg', sizeBytes: 10 * MB, existingCount: 0 })).toBeNull();
    expect(attachmentProblem({ fileName: 'a.jpg', sizeBytes: 10 * MB + 1, existingCount: 0 })).toBe(
      'too-large',
    );
  });

  it('section 9: a video of exactly 50 MB is fine, one byte more is too large', () => {
    expect(attachmentProblem({ fileName: 'a.mp4', sizeBytes: 50 * MB, existingCount: 0 })).toBeNull();
    expect(attachmentProblem({ fileName: 'a.mov', sizeBytes: 50 * MB + 1, existingCount: 0 })).toBe(
      'too-large',
    );
    expect(attachmentProblem({ fileName: 'a.zip', sizeBytes: 50 * MB + 1, existingCount: 0 })).toBe(
      'too-large',
    );
  });

  it('section 9: the 20th attachment is fine, the 21st is one too many', () => {
    expect(attachmentProblem({ fileName: 'a.png', sizeBytes: 1, existingCount: 19 })).toBeNull();
    expect(attachmentProblem({ fileName: 'a.png', sizeBytes: 1, existingCount: 20 })).toBe('too-many');
  });
});

describe("an order's limits", () => {
  it('keep room for two full claims in preparation, a few drafts, and one claim of uploads per window', () => {
    expect(ORDER_LIMITS.maxPendingAttachments).toBe(2 * CLAIM_LIMITS.maxAttachments);
    expect(ORDER_LIMITS.maxOpenDrafts).toBeGreaterThanOrEqual(2);
    expect(ORDER_LIMITS.uploadsPerSessionPerWindow).toBeGreaterThan(CLAIM_LIMITS.maxAttachments);
    expect(ORDER_LIMITS.uploadsPerOrderPerWindow).toBeGreaterThan(ORDER_LIMITS.uploadsPerSessionPerWindow);
  });
});
