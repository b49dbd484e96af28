// Statements run by name on the embedded database (docs/performance.md, decisions 025 and 046).
// Drizzle's PGlite driver sends every statement as text (PGlite's `query()`: Parse, Describe, Bind,
// Describe, Execute, Sync, each a call into the WebAssembly PostgreSQL), so PostgreSQL parses and
// plans the same statement on every call; the names the repositories give (`.prepare(name)`) only
// take effect on a PostgreSQL server. Here a statement sent a second time is parsed once under a
// name of its own, and from then on costs one call into the database (Bind, Execute and Sync
// together): the hot reads and inserts of sign-in and the item list.
//
// A named statement's call is also lighter on the JavaScript side than PGlite's own path, which
// under sign-in load cost as much processor time as the statements themselves (decision 046):
// - its messages are written into one reused buffer (PGlite's serializer keeps its state in
//   private fields, slow once compiled for older engines) and its answer is read straight into
//   rows, with the statement's columns and their parsers worked out once;
// - when nothing holds PGlite's locks (no transaction, no other query, no dump, no close in
//   progress) the call runs at once: a call into the database is synchronous, so no other work
//   can come between, and the locks' promise chains are skipped; otherwise it queues behind them
//   as any query does;
// - the filesystem's sync is skipped where it does nothing (the data folder and memory://).
// Errors are PostgreSQL's own (PGlite's parser reads an answer that carries one).
//
// Only outside transactions (a transaction's statements go through PGlite as before), never with
// a file attached (COPY … '/dev/blob') or parameter types given, never once LISTEN is used (its
// notifications arrive in PGlite's own parser), and for at most MAX_NAMED statements: texts that
// come back are what a server runs on every call, and the rest keep PGlite's own path.
import {
  MemoryFS,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** Statements kept by name at most (each holds a plan in the database's memory). */
const MAX_NAMED = 200;
/** Texts remembered while waiting for their second use (forgotten all at once past this). */
const MAX_SEEN = 2_000;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type ValueParser = (value: string, typeId?: number) => unknown;

interface Field {
  name: string;
  dataTypeID: number;
}

interface Named {
  name: string;
  /** The statement's name as the Bind message carries it (NUL-terminated). */
  nameBytes: Uint8Array;
  /** The parameters' types, from the statement's description. */
  parameterTypes: number[];
  /** The result's columns (empty for a statement without rows), shared by its results. */
  fields: readonly Field[];
  /** Per column, the parser of its type under the parsers last asked for. */
  columnParsers: (ValueParser | undefined)[];
  parsersOf: object | undefined;
}

/** Errors of a named statement whose tables changed since it was parsed. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/** Commands whose tag's count is what PGlite reports as `affectedRows`. */
const COUNTS_AFFECTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

// Execute the unnamed portal for all its rows ('E', length 9, '' and 0), then Sync ('S', length 4).
const EXECUTE_AND_SYNC = new Uint8Array([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

const encoder = new TextEncoder();
// As PGlite's parser decodes text (a leading byte order mark is dropped, as there).
const decoder = new TextDecoder();

/** Whether a thrown value is PostgreSQL's answer (an ErrorResponse), which leaves the session usable. */
function isDatabaseError(error: unknown): error is Error & { code?: string } {
  return error instanceof Error && 'severity' in error;
}

/** A growable byte buffer, reused from call to call (each call is done with it before the next). */
class Bytes {
  bytes = new Uint8Array(8192);
  view = new DataView(this.bytes.buffer);
  length = 0;

  ensure(more: number): void {
    const needed = this.length + more;
    if (needed <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < needed) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }

  append(chunk: Uint8Array): void {
    this.ensure(chunk.length);
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }
}

/** Bind of the unnamed portal to `statement` with text parameters, then Execute and Sync. */
function writeBindExecuteSync(
  out: Bytes,
  statement: Uint8Array,
  values: readonly (string | null)[],
): Uint8Array {
  out.length = 0;
  // The type and length, the unnamed portal, the statement, no parameter formats (all text).
  out.ensure(1 + 4 + 1 + statement.length + 2 + 2);
  out.bytes[0] = 0x42;
  out.bytes[5] = 0;
  out.bytes.set(statement, 6);
  out.length = 6 + statement.length;
  out.view.setInt16(out.length, 0);
  out.view.setInt16(out.length + 2, values.length);
  out.length += 4;
  for (const value of values) {
    if (value === null) {
      out.ensure(4);
      out.view.setInt32(out.length, -1);
      out.length += 4;
      continue;
    }
    // At most three bytes of UTF-8 per UTF-16 unit.
    out.ensure(4 + value.length * 3);
    const { written } = encoder.encodeInto(value, out.bytes.subarray(out.length + 4));
    out.view.setInt32(out.length, written);
    out.length += 4 + written;
  }
  out.ensure(2 + EXECUTE_AND_SYNC.length);
  out.view.setInt16(out.length, 0); // no result formats: all text
  out.length += 2;
  out.view.setInt32(1, out.length - 1);
  out.bytes.set(EXECUTE_AND_SYNC, out.length);
  out.length += EXECUTE_AND_SYNC.length;
  return out.bytes.subarray(0, out.length);
}

/** Every message of an answer, by PGlite's own parser (a statement's preparation, an error). */
function parseMessages(answer: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(answer.slice(), (message) => messages.push(message));
  return messages;
}

/** The first error an answer carries, as PGlite reports it. */
function firstError(answer: Uint8Array): Error {
  const error = parseMessages(answer).find((message) => message instanceof Error);
  return error instanceof Error ? error : new Error('PGlite answered with an error it could not read');
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
  // The internals this leans on (public in PGlite's typings, some as underscored members); checked
  // once so a PGlite without them keeps its own path.
  const internals = client as unknown as {
    _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
    _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
    execProtocolRawStream(
      message: Uint8Array,
      options: { syncToFs: boolean; onRawData: (data: Uint8Array) => void },
    ): Promise<void>;
    syncToFs(): Promise<void>;
    fs?: { syncToFs: unknown };
    serializers: Record<number, (value: unknown) => string>;
    parsers: Record<number, ValueParser>;
  };
  if (
    typeof internals._runExclusiveTransaction !== 'function' ||
    typeof internals._runExclusiveQuery !== 'function' ||
    typeof internals.execProtocolRawStream !== 'function' ||
    typeof client.dumpDataDir !== 'function' ||
    typeof client.listen !== 'function'
  ) {
    return client;
  }
  // The data folder (NodeFS) and memory:// share Emscripten's filesystem, whose sync does nothing.
  const syncsNothing = internals.fs?.syncToFs === MemoryFS.prototype.syncToFs;

  // Whether anything holds or waits for PGlite's locks: calls of its locking methods not settled
  // yet (a transaction, a query, a dump, a close). PGlite's own methods reach them through `this`.
  let holding = 0;
  let closing = false;
  let listening = false;
  const released = () => {
    holding -= 1;
  };
  function counted<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      holding += 1;
      const result = run(...args);
      result.then(released, released);
      return result;
    };
  }
  internals._runExclusiveTransaction = counted(internals._runExclusiveTransaction.bind(client));
  internals._runExclusiveQuery = counted(internals._runExclusiveQuery.bind(client));
  client.dumpDataDir = counted(client.dumpDataDir.bind(client));
  const close = client.close.bind(client);
  client.close = () => {
    closing = true;
    return close();
  };
  const listen = client.listen.bind(client);
  client.listen = (...args: Parameters<PGlite['listen']>) => {
    listening = true;
    return listen(...args);
  };

  const request = new Bytes();
  const answer = new Bytes();
  const collect = (data: Uint8Array) => answer.append(data);

  /**
   * One call into the database; its answer is in `answer` until the next. Synchronous: a failure
   * other than PostgreSQL's (which answers with an error and is ready again) ends in `failed`.
   */
  function call(message: Uint8Array): { failed?: Promise<never> } {
    answer.length = 0;
    const done = internals.execProtocolRawStream(message, { syncToFs: false, onRawData: collect });
    const { length } = answer;
    // Every complete answer ends in ReadyForQuery ('Z', length 5, status): PGlite sends it last.
    if (length >= 6 && answer.bytes[length - 6] === 0x5a) return {};
    return {
      failed: done.then(() => {
        throw new Error('PGlite ended a statement without a complete answer');
      }),
    };
  }

  /** Parse and Describe under a new name, then Sync: one call into the database. */
  function prepare(text: string): Named | { failed: Promise<never> } {
    const name = `rc_named_${next}`;
    next += 1;
    const { failed } = call(
      concat(
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
    );
    if (failed) return { failed };
    const messages = parseMessages(answer.bytes.subarray(0, answer.length));
    if (messages.some((message) => message instanceof Error))
      throw firstError(answer.bytes.subarray(0, answer.length));
    const rowDescription = messages.find((message) => message.name === 'rowDescription') as
      | { fields: Field[] }
      | undefined;
    const statement: Named = {
      name,
      nameBytes: encoder.encode(`${name}\0`),
      parameterTypes: parse.parseDescribeStatementResults(messages),
      fields: Object.freeze(
        (rowDescription?.fields ?? []).map((field) =>
          Object.freeze({ name: field.name, dataTypeID: field.dataTypeID }),
        ),
      ),
      columnParsers: [],
      parsersOf: undefined,
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

  // PGlite merges a query's own parsers into its defaults (one per array type: hundreds) on every
  // call. Drizzle passes the same options object for every run of a statement, so the merge is kept
  // per parsers object, and each statement keeps its columns' parsers under the last one.
  const merged = new WeakMap<object, Record<number, ValueParser>>();
  function parsersFor(options?: QueryOptions): Record<number, ValueParser> {
    const own = options?.parsers as Record<number, ValueParser> | undefined;
    if (!own) return internals.parsers;
    let parsers = merged.get(own);
    if (!parsers) {
      parsers = { ...internals.parsers, ...own };
      merged.set(own, parsers);
    }
    return parsers;
  }
  function columnParsers(statement: Named, options?: QueryOptions): (ValueParser | undefined)[] {
    const parsers = parsersFor(options);
    if (statement.parsersOf !== parsers) {
      statement.columnParsers = statement.fields.map((field) => parsers[field.dataTypeID]);
      statement.parsersOf = parsers;
    }
    return statement.columnParsers;
  }

  /**
   * The rows and command tag of a named statement's answer, as PGlite's parseResults makes them;
   * throws the error the answer carries instead.
   */
  function readResults<T>(statement: Named, options?: QueryOptions): Results<T> {
    const { bytes, view, length } = answer;
    const { fields } = statement;
    const parsers = columnParsers(statement, options);
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let tag: string | undefined;
    let offset = 0;
    while (offset + 5 <= length) {
      const type = bytes[offset];
      const end = offset + 1 + view.getInt32(offset + 1);
      if (type === 0x44) {
        // DataRow: the count of columns, then each as its length (-1: null) and its text.
        const count = view.getInt16(offset + 5);
        let at = offset + 7;
        const values: unknown[] = new Array(count);
        for (let column = 0; column < count; column++) {
          const size = view.getInt32(at);
          at += 4;
          if (size < 0) {
            values[column] = null;
            continue;
          }
          const text = decoder.decode(bytes.subarray(at, at + size));
          at += size;
          const parser = parsers[column];
          values[column] = parser ? parser(text, fields[column]?.dataTypeID) : text;
        }
        if (asArrays) rows.push(values);
        else {
          const row: Record<string, unknown> = {};
          for (let column = 0; column < count; column++) row[fields[column]?.name ?? ''] = values[column];
          rows.push(row);
        }
      } else if (type === 0x43) {
        // CommandComplete: the tag, NUL-terminated.
        tag = decoder.decode(bytes.subarray(offset + 5, end - 1));
      } else if (type === 0x45) {
        // ErrorResponse: PostgreSQL's error, read by PGlite's parser, is what the call throws.
        throw firstError(bytes.subarray(0, length));
      }
      offset = end;
    }
    if (tag === undefined) return { affectedRows: 0, rows: [], fields: [] } as Results<T>;
    const words = tag.split(' ');
    const command = words[0] as string;
    const rowCount = Number.parseInt(words[words.length - 1] as string, 10);
    const result: Results<T> & { command: string; rowCount?: number } = {
      rows: rows as T[],
      fields: fields as Field[],
      command,
      affectedRows: COUNTS_AFFECTED.has(command) ? rowCount : 0,
    };
    if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
    return result;
  }

  /**
   * Runs the statement by name: Bind, Execute and Sync in one call into the database (PGlite runs
   * the whole buffer and answers the first error after the Sync, so the session is ready for the
   * next statement either way). Synchronous: the caller holds PGlite's locks or knows them free.
   * Undefined when the named statement no longer fits the schema (the caller runs the text); a
   * promise when PGlite failed outside PostgreSQL.
   */
  function runNamed<T>(
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Results<T> | undefined | Promise<never> {
    let statement = named.get(text);
    try {
      if (!statement) {
        const prepared = prepare(text);
        if ('failed' in prepared) return prepared.failed;
        statement = prepared;
      }
      const { failed } = call(
        writeBindExecuteSync(request, statement.nameBytes, serialize(params, statement.parameterTypes)),
      );
      if (failed) return failed;
      return readResults<T>(statement, options);
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
  }

  function shouldName(text: string, options?: QueryOptions): boolean {
    if (listening || options?.blob || options?.paramTypes) return false;
    if (named.has(text)) return true;
    if (named.size >= MAX_NAMED) return false;
    if (seen.has(text)) return true;
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(text);
    return false;
  }

  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (shouldName(text, options)) {
      const runsNow = syncsNothing && holding === 0 && !closing && client.ready && !client.closed;
      const result = runsNow
        ? await runNamed<T>(text, params, options)
        : await internals._runExclusiveTransaction(() =>
            internals._runExclusiveQuery(async () => {
              // Closed or closing meanwhile: PGlite's own path gives its error.
              if (!client.ready) return undefined;
              const named = await runNamed<T>(text, params, options);
              if (named && !syncsNothing) await internals.syncToFs();
              return named;
            }),
          );
      if (result) return result;
    }
    return plain<T>(text, params, options);
  }) as PGlite['query'];
  return client;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
