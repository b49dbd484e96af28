// Small process helpers shared by the start, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs a command with its output held back and printed in one piece when it ends, under a heading:
 * for a step that runs beside another, so the two outputs do not interleave line by line.
 */
export function mustRunHeld(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const finish = (code) => {
      process.stdout.write(`\n\u2500\u2500 ${name} (${command} ${args.join(' ')}): exit ${code}\n`);
      process.stdout.write(Buffer.concat(chunks));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    };
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(127));
  });
}

/** Runs actions at the same time and waits for all of them; fails with the first failure. */
export async function together(...actions) {
  const results = await Promise.allSettled(actions.map((action) => action()));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
