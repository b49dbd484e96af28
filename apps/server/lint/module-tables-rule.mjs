// The ESLint rule that keeps each module's tables its own (decision 056). A module's tables.ts is
// imported by that module only; another module reads its data through its index.ts (a named read,
// the SQL in the owner's repository). Two imports of a tables.ts from outside are allowed: another
// module's tables.ts (a foreign key names the table it points at) and db/schema.ts (the list of
// every table the database client is typed with). No module imports db/schema.ts, and an index.ts
// exports no table (types only), so neither is a way round.
import path from 'node:path';

const SERVER_SRC = 'apps/server/src';
const MODULE_FILE = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/;
const TABLES = /^apps\/server\/src\/modules\/([^/]+)\/tables$/;
const SCHEMA_INDEX = `${SERVER_SRC}/db/schema`;

/** The repository-relative path of `file`, with forward slashes and no extension. */
function withoutExtension(file) {
  return file.replace(/\.(ts|tsx|mts|js|mjs)$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleTablesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A module’s tables are read and written by that module only (decision 056).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      otherTables:
        'The tables of module `{{owner}}` are its own: read them through a function its index.ts exports (decision 056).',
      schemaIndex:
        'A module never imports db/schema.ts: its own tables are in ./tables, another module’s data comes through that module’s index.ts (decision 056).',
      indexExportsTables:
        'index.ts exports reads, never the module’s tables (types only): other modules must not query them (decision 056).',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (!file.startsWith(`${SERVER_SRC}/`)) return {};
    const from = file.match(MODULE_FILE);
    const fromModule = from?.[1];
    const fromPath = withoutExtension(file);
    const isTablesFile = TABLES.test(fromPath);
    const isIndex = fromModule !== undefined && from?.[2] === 'index.ts';

    function check(node, source, typeOnly) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(file), withoutExtension(source)),
      );
      if (target === SCHEMA_INDEX) {
        if (fromModule !== undefined) context.report({ node, messageId: 'schemaIndex' });
        return;
      }
      const owner = target.match(TABLES)?.[1];
      if (owner === undefined) return;
      if (owner === fromModule) {
        if (isIndex && !typeOnly) context.report({ node, messageId: 'indexExportsTables' });
        return;
      }
      // A foreign key, or the client's list of every table.
      if (isTablesFile || fromPath === SCHEMA_INDEX) return;
      context.report({ node, messageId: 'otherTables', data: { owner } });
    }

    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every(
          (specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type',
        ));

    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined, false),
    };
  },
};
