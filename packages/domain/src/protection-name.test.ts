import { describe, expect, it } from 'vitest';
import { COVERAGE_KINDS, ISSUE_TYPES } from './enums';
import {
  coverageKindForIssue,
  PROTECTION_NAME_KEYS,
  protectionName,
  protectionNameForCoverage,
} from './protection-name';

describe('protection name (spec section 1)', () => {
  it("section 1: 'Delivery Guarantee' for shopline delay, damage, theft and loss", () => {
    for (const issueType of ['delay', 'damage', 'theft', 'loss']) {
      expect(protectionName({ platform: 'shopline', issueType })).toBe('Delivery Guarantee');
    }
    expect(protectionName({ platform: ' SHOPLINE ', issueType: 'delay' })).toBe('Delivery Guarantee');
  });

  it("section 1: shopline issues other than delay/damage/theft/loss are 'Shipping Protection'", () => {
    expect(protectionName({ platform: 'shopline', issueType: 'noShipped' })).toBe('Shipping Protection');
    expect(protectionName({ platform: 'shopline', issueType: 'wrongItem' })).toBe('Shipping Protection');
    expect(protectionName({ platform: 'shopline', issueType: null })).toBe('Shipping Protection');
  });

  it("section 1: delay/damage/theft/loss on another platform is 'Shipping Protection'", () => {
    for (const issueType of ['delay', 'damage', 'theft', 'loss']) {
      expect(protectionName({ platform: 'shopify', issueType })).toBe('Shipping Protection');
      expect(protectionName({ issueType })).toBe('Shipping Protection');
    }
  });

  it("section 1: 'Return Assurance' for returns, on any platform", () => {
    expect(protectionName({ issueType: 'return' })).toBe('Return Assurance');
    expect(protectionName({ platform: 'shopline', issueType: 'return' })).toBe('Return Assurance');
  });

  it("section 1: 'Product Protection' for warranty or accidental damage (mechanical breakdown is a warranty issue)", () => {
    for (const issueType of ['extended_warranty', 'accidental_damage', 'mechanical_breakdown']) {
      expect(protectionName({ issueType })).toBe('Product Protection');
      expect(protectionName({ platform: 'shopline', issueType })).toBe('Product Protection');
    }
  });

  it("section 1: otherwise 'Shipping Protection'", () => {
    expect(protectionName({})).toBe('Shipping Protection');
    expect(protectionName({ platform: null, issueType: 'nad' })).toBe('Shipping Protection');
    expect(protectionName({ issueType: 'something-new' })).toBe('Shipping Protection');
  });

  it('names every issue type with one of the four names', () => {
    for (const issueType of ISSUE_TYPES) {
      expect(Object.keys(PROTECTION_NAME_KEYS)).toContain(protectionName({ issueType }));
    }
  });
});

describe('coverage kinds', () => {
  it('maps issues to the coverage they are claimed under', () => {
    expect(coverageKindForIssue({ platform: 'shopline', issueType: 'theft' })).toBe('delivery_guarantee');
    expect(coverageKindForIssue({ issueType: 'return' })).toBe('return_assurance');
    expect(coverageKindForIssue({ issueType: 'mechanical_breakdown' })).toBe('extended_warranty');
    expect(coverageKindForIssue({ issueType: 'extended_warranty' })).toBe('extended_warranty');
    expect(coverageKindForIssue({ issueType: 'accidental_damage' })).toBe('accidental_damage');
    expect(coverageKindForIssue({ issueType: 'loss' })).toBe('shipping_protection');
  });

  it('names each coverage kind', () => {
    expect(protectionNameForCoverage('shipping_protection')).toBe('Shipping Protection');
    expect(protectionNameForCoverage('delivery_guarantee')).toBe('Delivery Guarantee');
    expect(protectionNameForCoverage('return_assurance')).toBe('Return Assurance');
    expect(protectionNameForCoverage('extended_warranty')).toBe('Product Protection');
    expect(protectionNameForCoverage('accidental_damage')).toBe('Product Protection');
  });

  it('gives every coverage kind a name with an i18n key', () => {
    for (const kind of COVERAGE_KINDS) {
      expect(PROTECTION_NAME_KEYS[protectionNameForCoverage(kind)]).toMatch(/^protection\./);
    }
  });
});
