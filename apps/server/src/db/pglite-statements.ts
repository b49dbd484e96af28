// Statements run by name on the embedded database (docs/performance.md, decision 025). Drizzle's
// PGlite driver sends every statement as text (PGlite's `query()`: Parse, Describe, Bind, Describe,
// Execute, Sync, each a call into the WebAssembly PostgreSQL), so PostgreSQL parses and plans the
// same statement on every call; the names the repositories give (`.prepare(name)`) only take
// effect on a PostgreSQL server. Here a statement sent a second time is parsed once under a name of
// its own, and from then on costs one call into the database (Bind, Execute and Sync together):
// the hot reads and inserts of sign-in and the item list (an indexed read of a jsonb row: 470 →
// 104 µs in a micro-benchmark).
//
// Only outside transactions (a transaction's statements go through PGlite as before), never with
// a file attached (COPY … '/dev/blob'), and for at most MAX_NAMED statements: texts that come back
// are what a server runs on every call, and the rest keep PGlite's own path.
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Statements kept by name at most (each holds a plan in the database's memory). */
const MAX_NAMED = 200;
/** Texts remembered while waiting for their second use (forgotten all at once past this). */
const MAX_SEEN = 2_000;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Named {
  name: string;
  /** The parameters' types, from the statement's description. */
  parameterTypes: number[];
  /** The statement's row description (none for a statement without rows). */
  rowDescription: BackendMessage | undefined;
}

/** Errors of a named statement whose tables changed since it was parsed. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Whether a thrown value is PostgreSQL's answer (an ErrorResponse), which leaves the session usable. */
function isDatabaseError(error: unknown): error is Error & { code?: string } {
  return error instanceof Error && 'severity' in error;
}

/**
 * Wraps `client.query` so statements that recur run by name. Returns the client itself, changed:
 * Drizzle keeps calling `query`, and `transaction` is untouched.
 */
export function runRecurringStatementsByName(client: PGlite): PGlite {
  const plain = client.query.bind(client);
  const named = new Map<string, Named>();
  const seen = new Set<string>();
  let next = 0;
  // The internals this leans on (public in PGlite's typings as underscored members and
  // execProtocolStream); checked once so a PGlite without them keeps its own path.
  const internals = client as unknown as {
    _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
    _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
    execProtocolStream(message: Uint8Array, options: { syncToFs: boolean }): Promise<BackendMessage[]>;
    syncToFs(): Promise<void>;
    serializers: Record<number, (value: unknown) => string>;
    parsers: Record<number, (value: string, typeId?: number) => unknown>;
  };
  if (
    typeof internals._runExclusiveTransaction !== 'function' ||
    typeof internals._runExclusiveQuery !== 'function' ||
    typeof internals.execProtocolStream !== 'function'
  ) {
    return client;
  }
  const send = (message: Uint8Array) => internals.execProtocolStream(message, { syncToFs: false });

  /** Parse and Describe under a new name, then Sync: one call into the database. */
  async function prepare(text: string): Promise<Named> {
    const name = `rc_named_${next}`;
    next += 1;
    const messages = await send(
      concat(
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
    );
    const statement: Named = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    named.set(text, statement);
    return statement;
  }

  function serialize(params: readonly unknown[], types: readonly number[]): (string | null)[] {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = internals.serializers[types[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
  }

  /**
   * Bind, Execute and Sync in one call into the database (PGlite runs the whole buffer and throws
   * the first error after the Sync, so the session is ready for the next statement either way).
   * Undefined when the named statement no longer fits the schema: the caller runs the text.
   */
  async function runNamed<T>(
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T> | undefined> {
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        let messages: BackendMessage[];
        let statement: Named | undefined;
        try {
          statement = named.get(text) ?? (await prepare(text));
          messages = await send(
            concat(
              protocol.serialize.bind({
                statement: statement.name,
                values: serialize(params, statement.parameterTypes),
              }),
              protocol.serialize.execute({}),
              protocol.serialize.sync(),
            ),
          );
        } catch (error) {
          if (isDatabaseError(error)) {
            // A table changed under the statement: forget the name, run the text this time.
            if (statement && STALE_STATEMENT.has(error.code ?? '')) {
              named.delete(text);
              return undefined;
            }
            Object.assign(error, { query: text, params, queryOptions: options });
          }
          throw error;
        }
        await internals.syncToFs();
        const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
        return parse.parseResults(all, parsersFor(options), {
          rowMode: options?.rowMode ?? 'object',
        })[0] as Results<T>;
      }),
    );
  }

  // PGlite merges a query's own parsers into its defaults (one per array type: hundreds) on every
  // call: 10% of the server's time under sign-in load. Drizzle passes the same options object for
  // every run of a statement, so the merge is kept per parsers object.
  const merged = new WeakMap<object, Record<number, (value: string, typeId?: number) => unknown>>();
  function parsersFor(options?: QueryOptions) {
    const own = options?.parsers;
    if (!own) return internals.parsers;
    let parsers = merged.get(own);
    if (!parsers) {
      parsers = { ...internals.parsers, ...own } as Record<
        number,
        (value: string, typeId?: number) => unknown
      >;
      merged.set(own, parsers);
    }
    return parsers;
  }

  function shouldName(text: string, options?: QueryOptions): boolean {
    if (options?.blob || options?.paramTypes) return false;
    if (named.has(text)) return true;
    if (named.size >= MAX_NAMED) return false;
    if (seen.has(text)) return true;
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(text);
    return false;
  }

  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (shouldName(text, options)) {
      const result = await runNamed<T>(text, params, options);
      if (result) return result;
    }
    return plain<T>(text, params, options);
  }) as PGlite['query'];
  return client;
}
