// The server's import rules (eslint.config.js, decision 020) are real: each forbidden edge below
// fails the linter, and the allowed ones pass. Linted as text at a path inside the tree, so no
// file is written.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

/** The messages ESLint gives `code` as if it were the file at `file` (relative to the repository). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('server boundaries', () => {
  it.each([
    [
      'an adapter importing the configuration',
      'apps/server/src/adapters/storage/x.ts',
      "import type { Config } from '../../config';",
    ],
    [
      'an adapter importing the database',
      'apps/server/src/adapters/payout/x.ts',
      "import type { Db } from '../../db/client';",
    ],
    [
      'an adapter importing a module',
      'apps/server/src/adapters/mail/x.ts',
      "import type { MerchantRow } from '../../modules/merchants';",
    ],
    [
      'the database importing a module',
      'apps/server/src/db/x.ts',
      "import type { ClaimState } from '../modules/claim-state';",
    ],
    [
      'lib importing the gateway',
      'apps/server/src/lib/x.ts',
      "import { answerOk } from '../gateway/answer';",
    ],
    [
      'the gateway importing a module',
      'apps/server/src/gateway/x.ts',
      "import type { OrdersRepository } from '../modules/orders';",
    ],
    [
      'a module importing the wiring',
      'apps/server/src/modules/claims/x.ts',
      "import type { Services } from '../../services';",
    ],
    [
      'a module reaching into another module',
      'apps/server/src/modules/claims/x.ts',
      "import type { OrdersRepository } from '../orders/repository';",
    ],
    [
      'the web app importing the server',
      'apps/web/src/lib/x.ts',
      "import { AppError } from '../../../server/src/lib/app-error';",
    ],
  ])('fails %s', async (_edge, file, code) => {
    expect(await lint(file, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    [
      'a module importing another module’s index',
      'apps/server/src/modules/claims/x.ts',
      "import type { OrdersRepository } from '../orders';",
    ],
    [
      'a module importing lib and the database',
      'apps/server/src/modules/claims/x.ts',
      "import { AppError } from '../../lib/app-error';\nimport type { Db } from '../../db/client';",
    ],
    [
      'an adapter importing lib',
      'apps/server/src/adapters/mail/x.ts',
      "import { escapeHtml } from '../../lib/escape-html';",
    ],
    [
      'the wiring importing a module’s files',
      'apps/server/src/services.ts',
      "import { createClaimsService } from './modules/claims/service';",
    ],
  ])('allows %s', async (_edge, file, code) => {
    expect(await lint(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});
