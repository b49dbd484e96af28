// Each module owns its tables (decision 056): the linter fails a module importing another
// module's tables.ts or the list of every table (db/schema.ts), and an index.ts handing its tables
// out. Linted as text at a path inside the tree, so no file is written; the real tree passes the
// same rule in `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

/** The messages ESLint gives `code` as if it were the file at `file` (relative to the repository). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('module tables', () => {
  it.each([
    [
      'a module importing another module’s tables',
      'apps/server/src/modules/claims/x.ts',
      "import { claims } from '../claim-state/tables';",
      'The tables of module `claim-state` are its own',
    ],
    [
      'a use-case importing another module’s tables',
      'apps/server/src/modules/returns/use-cases/x.ts',
      "import { orders } from '../../orders/tables';",
      'The tables of module `orders` are its own',
    ],
    [
      'the wiring importing a module’s tables',
      'apps/server/src/services.ts',
      "import { orders } from './modules/orders/tables';",
      'The tables of module `orders` are its own',
    ],
    [
      'a platform part importing a module’s tables',
      'apps/server/src/jobs/x.ts',
      "import { claims } from '../modules/claim-state/tables';",
      'The tables of module `claim-state` are its own',
    ],
    [
      'a module importing the list of every table',
      'apps/server/src/modules/orders-hub/x.ts',
      "import { returns } from '../../db/schema';",
      'A module never imports db/schema.ts',
    ],
    [
      'a module importing its own tables through the list of every table',
      'apps/server/src/modules/claim-state/x.ts',
      "import { claims } from '../../db/schema';",
      'A module never imports db/schema.ts',
    ],
    // The last files that read other modules' tables this way (decision 056's pending list, now
    // gone): each fails again as any module file would.
    ...[
      'claims/repository.ts',
      'orders-hub/repository.ts',
      'returns/repository.ts',
      'returns/store-actions.ts',
      'tracking/repository.ts',
    ].map((file) => [
      `${file}, once on the pending list, importing the list of every table`,
      `apps/server/src/modules/${file}`,
      "import { orders } from '../../db/schema';",
      'A module never imports db/schema.ts',
    ]),
    [
      'the orders hub importing a table of a module it composes',
      'apps/server/src/modules/orders-hub/repository.ts',
      "import { packageTracking } from '../tracking/tables';",
      'The tables of module `tracking` are its own',
    ],
    [
      'an index.ts handing its tables out',
      'apps/server/src/modules/return-state/index.ts',
      "export { returns } from './tables';",
      'index.ts exports reads, never the module’s tables',
    ],
  ])('fails %s', async (_case, file, code, message) => {
    const messages = await lint(file, code);
    expect(messages.some((text) => text.startsWith(`rc/module-tables: ${message}`))).toBe(true);
  });

  it.each([
    [
      'a module importing its own tables',
      'apps/server/src/modules/claim-state/x.ts',
      "import { claims } from './tables';",
    ],
    [
      'a use-case importing its module’s tables',
      'apps/server/src/modules/returns/use-cases/x.ts',
      "import { returnPayments } from '../tables';",
    ],
    [
      'a tables.ts naming another module’s table for a foreign key',
      'apps/server/src/modules/payouts/tables.ts',
      "import { claims } from '../claim-state/tables';",
    ],
    [
      'an index.ts exporting the types of its tables',
      'apps/server/src/modules/merchants/index.ts',
      "export type { ReturnConfig } from './tables';",
    ],
    [
      'the list of every table importing the modules’ tables',
      'apps/server/src/db/schema.ts',
      "import { claims } from '../modules/claim-state/tables';",
    ],
    [
      'a module reading another module through its index',
      'apps/server/src/modules/orders-hub/x.ts',
      "import { createClaimState } from '../claim-state';",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it('lets no module file import db/schema.ts (the list of every table)', () => {
    const modules = path.join(root, 'apps/server/src/modules');
    const importing = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /from '(\.\.\/)+db\/schema'/.test(readFileSync(path.join(modules, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
    expect(importing).toEqual([]);
  });

  it('defines tables only in a module’s tables.ts or the platform’s', () => {
    const src = path.join(root, 'apps/server/src');
    const defining = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /\bpgTable\(/.test(readFileSync(path.join(src, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(defining.length).toBeGreaterThan(10);
    expect(
      defining.filter((file) => !/^(modules\/[^/]+\/tables|db\/platform-tables)\.ts$/.test(file)),
    ).toEqual([]);
  });
});
