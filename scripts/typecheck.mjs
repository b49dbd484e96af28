// Type-checks every workspace with its own tsconfig (strict everywhere), two at a time: a single
// \`tsc\` keeps one core busy, and \`npm test\` runs on two.
import { mustRunHeld } from './lib/run.mjs';

const projects = ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench', '.'];
const queue = [...projects];
let failure = null;
async function worker() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    await mustRunHeld(`types of ${project}`, 'npx', ['tsc', '--noEmit', '-p', project]).catch((error) => {
      failure ??= error;
    });
  }
}
await Promise.all([worker(), worker()]);
if (failure) {
  process.stderr.write(`${failure.message}\n`);
  process.exit(1);
}
