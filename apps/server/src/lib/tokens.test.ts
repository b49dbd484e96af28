import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, randomToken, sha256Hex } from './tokens';

describe('tokens', () => {
  it('hands out 256-bit URL-safe tokens that never repeat, across refills of the random block', () => {
    // 4096-byte blocks of 32-byte tokens: 1,000 tokens cross seven refills.
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Bytes drawn from the block are not handed out twice, not even shifted by a token.
    const bytes = tokens.map((token) => Buffer.from(token, 'base64url'));
    const halves = new Set(
      bytes.flatMap((token) =>
        [token.subarray(0, 16), token.subarray(16)].map((half) => half.toString('hex')),
      ),
    );
    expect(halves.size).toBe(2 * tokens.length);
  });

  it('gives other sizes as asked, larger than the block included', () => {
    expect(Buffer.from(randomToken(16), 'base64url')).toHaveLength(16);
    expect(Buffer.from(randomToken(5000), 'base64url')).toHaveLength(5000);
  });

  it('hashes with SHA-256 in hex, the digest sessions store', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // Text as UTF-8, as the Hash object the sessions' rows were first written with.
    const text = 'Zoë € 订单';
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('compares strings for equality, lengths differing included', () => {
    expect(constantTimeEqual('a@b.example', 'a@b.example')).toBe(true);
    expect(constantTimeEqual('a@b.example', 'a@b.exampl')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
