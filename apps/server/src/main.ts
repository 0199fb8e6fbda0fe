import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_PEOPLE } from './modules/seed/demo-seed.ts';
import { isEmptyInstall } from './modules/seed/empty-install.ts';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';

const config = loadConfig();
const app = await buildApp(config);

/** How long requests under way may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

// Stop accepting, let requests under way finish, tell live sockets to reconnect, close the pool.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.warn('requests still running after the grace period; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const lines = ['', `  Syna is running: ${config.publicUrl}${STAFF_APP_BASE_PATH}`];
if (config.apiDocs) lines.push(`  API documentation: ${config.publicUrl}/docs`);
// The demo's passwords are printed only where the demo was asked for (they are in the README).
if (config.seedDemo && config.oidc.kind === 'embedded') {
  lines.push('  Demo sign-ins (built-in issuer):');
  for (const person of DEMO_PEOPLE)
    lines.push(`    ${person.key.padEnd(6)} ${person.email.padEnd(24)} ${person.password}`);
} else if (config.oidc.kind === 'embedded' && (await app.database.asSystem(isEmptyInstall))) {
  lines.push('  Nobody can sign in yet: create the first owner (README, "Running in production") with');
  lines.push('    npm run first-owner -- --email … --name "…" --org "…"');
}
process.stdout.write(`${lines.join('\n')}\n\n`);
