// Small process helpers shared by the start, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command and throws when it fails. */
export async function mustRun(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Hash of every file under the given folders (skipping build output), to tell when to rebuild. */
export function hashTree(folders, skip = ['node_modules', 'dist', 'coverage']) {
  const hash = createHash('sha256');
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder).sort()) {
      if (skip.includes(entry)) continue;
      const full = path.join(folder, entry);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return hash.digest('hex');
}

/** Prints a step heading and times it. */
export async function step(name, action) {
  const started = Date.now();
  process.stdout.write(`\n\u25b6 ${name}\n`);
  try {
    await action();
    process.stdout.write(`\u2714 ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  } catch (error) {
    process.stdout.write(`\u2716 ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    throw error;
  }
}
