// Starts the server: configuration, database, demo, listen; stops gracefully on SIGINT/SIGTERM.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemo } from './demo/seed-demo';
import { ensureAdminToken, serverInfoFile } from './lib/admin-token';

async function main() {
  // How long each part of a start took, logged once it listens: a slow restart says where it went.
  const startup: Record<string, number> = { modulesLoadedMs: Math.round(performance.now()) };
  const config = loadConfig();
  const adminToken = ensureAdminToken(config.DATA_DIR, process.env.ADMIN_TOKEN);
  let mark = performance.now();
  const app = await buildApp(config, { adminToken });
  startup.appBuiltMs = Math.round(performance.now() - mark);
  mark = performance.now();
  const demo = config.DEMO_SEED
    ? await seedDemo(app.services, config.publicUrl, new Date(), {
        markerFile: path.join(config.DATA_DIR, 'demo-seeded.json'),
      })
    : [];
  startup.demoSeededMs = Math.round(performance.now() - mark);

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
    rmSync(serverInfoFile(config.DATA_DIR), { force: true });
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ startup: { ...startup, totalMs: Math.round(performance.now()) } }, 'started');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const base = config.PUBLIC_URL ? config.publicUrl : config.publicUrl.replace(`:${config.PORT}`, `:${port}`);
  writeFileSync(serverInfoFile(config.DATA_DIR), JSON.stringify({ pid: process.pid, port, publicUrl: base }));

  const lines = [
    '',
    `Resolution Center is running at ${base}  (database: ${app.services.database.kind})`,
    `API reference: ${base}/gateway/docs`,
  ];
  for (const shop of demo) {
    lines.push('', `Demo store "${shop.name}": sign in at ${shop.loginUrl}`);
    for (const order of shop.orders) {
      const link =
        order.link ??
        `${base}/${shop.shop}/login?order_number=${encodeURIComponent(order.orderName)}&email=${encodeURIComponent(order.email)}`;
      lines.push(`  ${order.orderName.padEnd(6)} ${order.email}  ${order.shows}`, `         ${link}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Resolution Center could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
