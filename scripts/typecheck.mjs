// Type-checks every workspace with its own tsconfig (strict everywhere).
import { mustRun } from './lib/run.mjs';

const projects = ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench', '.'];
for (const project of projects) {
  await mustRun('npx', ['tsc', '--noEmit', '-p', project]);
}
