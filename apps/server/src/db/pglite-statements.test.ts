import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runRecurringStatementsByName } from './pglite-statements';

describe('statements run by name on PGlite', () => {
  let client: PGlite;
  // initdb once for the file (seconds of WebAssembly); each test starts a fresh client from its dump.
  let seeded: Blob;

  beforeAll(async () => {
    const setup = await PGlite.create('memory://');
    await setup.exec(`
      create table things (id uuid primary key, name text unique, at timestamptz, data jsonb, n integer);
      insert into things values
        ('00000000-0000-4000-8000-000000000001', 'one', '2026-11-25T10:00:00Z', '{"a":[1,2]}', 1),
        ('00000000-0000-4000-8000-000000000002', 'two', null, null, 2);
    `);
    seeded = await setup.dumpDataDir('none');
    await setup.close();
  });
  beforeEach(async () => {
    client = runRecurringStatementsByName(await PGlite.create({ loadDataDir: seeded }));
  });
  afterEach(async () => {
    await client.close();
  });

  async function namedStatements(): Promise<string[]> {
    const { rows } = await client.query<{ statement: string }>(
      `select statement from pg_prepared_statements where name like 'rc_named_%'`,
    );
    return rows.map((row) => row.statement);
  }

  const READ = 'select id, name, at, data, n from things where n >= $1 order by n';

  it('names a statement the second time it is sent, and answers as the plain path does', async () => {
    const plain = await client.query(READ, [1]);
    expect(await namedStatements()).not.toContain(READ);
    const named = await client.query(READ, [1]);
    const again = await client.query(READ, [2]);
    expect(await namedStatements()).toContain(READ);
    expect(named).toEqual(plain);
    expect(again.rows).toEqual([plain.rows[1]]);
    expect(plain.rows[0]).toMatchObject({ name: 'one', data: { a: [1, 2] }, n: 1, at: expect.any(Date) });
    // Drizzle reads rows as arrays with its own parsers.
    const arrays = await client.query(READ, [2], { rowMode: 'array', parsers: { 1184: (value) => value } });
    expect(arrays.rows).toEqual([['00000000-0000-4000-8000-000000000002', 'two', null, null, 2]]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'name', 'at', 'data', 'n']);
  });

  it('reports writes and their errors, and the session stays usable after one', async () => {
    const insert = 'insert into things (id, name, n) values ($1, $2, $3)';
    await client.query(insert, ['00000000-0000-4000-8000-000000000003', 'three', 3]);
    const second = await client.query(insert, ['00000000-0000-4000-8000-000000000004', 'four', 4]);
    expect(second.affectedRows).toBe(1);
    expect(await namedStatements()).toContain(insert);
    await expect(
      client.query(insert, ['00000000-0000-4000-8000-000000000005', 'four', 5]),
    ).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from things');
    expect(rows[0]?.count).toBe(4);
  });

  it('runs the text again when a table changed under the named statement', async () => {
    const all = 'select * from things where n = $1';
    await client.query(all, [1]);
    await client.query(all, [1]);
    await client.exec('alter table things add column extra text');
    const after = await client.query<Record<string, unknown>>(all, [1]);
    expect(after.rows[0]).toHaveProperty('extra', null);
  });

  it('leaves transactions to PGlite', async () => {
    await client.query(READ, [1]);
    await client.query(READ, [1]);
    await client.transaction(async (tx) => {
      await tx.query('update things set n = n + 10 where name = $1', ['one']);
      expect((await tx.query(READ, [11])).rows).toHaveLength(1);
    });
    expect((await client.query(READ, [11])).rows).toHaveLength(1);
  });

  it('answers every shape of result as the plain path does: nulls, counts, text of any size and script', async () => {
    const write = `insert into things (id, name, data, n) values ($1, $2, $3, $4) returning name, data`;
    const long = `${'Zürich Łódź 東京 🚚 '.repeat(2_000)}end`;
    const rows = [];
    for (const [index, name] of ['drei', long, 'ünf'].entries()) {
      const id = `00000000-0000-4000-8000-00000000001${index}`;
      rows.push(await client.query(write, [id, name, { name, list: [index, null] }, 10 + index]));
    }
    expect(await namedStatements()).toContain(write);
    expect(rows[1]).toMatchObject({ command: 'INSERT', affectedRows: 1, rowCount: 1 });
    expect(rows[1]?.rows).toEqual([{ name: long, data: { name: long, list: [1, null] } }]);
    expect(rows[2]?.rows).toEqual([{ name: 'ünf', data: { name: 'ünf', list: [2, null] } }]);

    const update = 'update things set at = $1 where n >= $2';
    const plainUpdate = await client.query(update, [null, 100]);
    const namedUpdate = await client.query(update, [new Date('2026-11-26T08:00:00Z'), 11]);
    expect(plainUpdate).toMatchObject({ command: 'UPDATE', affectedRows: 0 });
    expect(namedUpdate).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2, rows: [] });

    const all = 'select name, at, data from things where n >= $1 order by n';
    const plainAll = await client.query(all, [0]);
    const namedAll = await client.query(all, [0]);
    expect(namedAll).toEqual(plainAll);
    expect(namedAll.rows).toHaveLength(5);
    expect(namedAll.rows[1]).toEqual({ name: 'two', at: null, data: null });
    expect(namedAll.rows[3]).toMatchObject({ name: long, at: new Date('2026-11-26T08:00:00Z') });
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    await client.query(READ, [1]);
    await client.query(READ, [1]);
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('update things set n = 7 where name = $1', ['one']);
      outside = client.query(READ, [7]);
      // Long enough for the statement outside to have run, were it not waiting.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('update things set n = 8 where name = $1', ['one']);
    });
    const { rows } = (await outside) as { rows: { n: number }[] };
    expect(rows.map((row) => row.n)).toEqual([8]);
  });

  it('lets statements sent before close finish, and refuses those sent after it', async () => {
    await client.query(READ, [1]);
    const before = client.query(READ, [1]);
    await client.close();
    expect((await before).rows).toHaveLength(2);
    await expect(client.query(READ, [1])).rejects.toThrow('PGlite is closed');
    client = await PGlite.create({ loadDataDir: seeded });
  });

  it('leaves statements to PGlite once something listens, so notifications arrive', async () => {
    const notify = 'select pg_notify($1, $2)';
    await client.query(notify, ['elsewhere', 'a']);
    await client.query(notify, ['elsewhere', 'b']);
    const heard: string[] = [];
    await client.listen('things', (payload) => heard.push(payload));
    await client.query(notify, ['things', 'one']);
    await client.query(notify, ['things', 'two']);
    await expect.poll(() => heard).toEqual(['one', 'two']);
  });
});
