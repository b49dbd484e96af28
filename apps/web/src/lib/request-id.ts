// Idempotency keys for writes that create records or move money (DESIGN.md "Gateway API"). One
// key per attempt: the same request sent again (a double click, a retry after a dropped
// connection, a reload) carries the same key and the server answers the first result; a changed
// request is a new attempt with a new key (the server refuses an old key with a new body: 100015).

export interface Attempt {
  key: string;
  /** What the key was made for: the request without its key. */
  fingerprint: string;
}

/** A new random key (a UUID; the contract allows letters, digits, '_' and '-', 8 to 100 long). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; getRandomValues is always there.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A stable text of a request, for telling whether a send repeats the last attempt. */
export function fingerprintOf(request: unknown): string {
  return JSON.stringify(request);
}

/** The attempt for this request: the previous one when the request is unchanged, else a new key. */
export function attemptFor(previous: Attempt | null, request: unknown): Attempt {
  const fingerprint = fingerprintOf(request);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newRequestId(), fingerprint };
}
