import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isEmptyInstall } from './modules/seed/index.ts';
import { startBanner } from './start-banner.ts';

const config = loadConfig();
const app = await buildApp(config);

/** How long requests under way may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

// Drain for SHUTDOWN_DRAIN_SECONDS (serving, not ready), then stop accepting, let requests under
// way finish, tell live sockets to reconnect, close the pool.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    app.drain.start();
    setTimeout(() => {
      setTimeout(() => {
        app.log.warn('requests still running after the grace period; stopping anyway');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      void app.close().then(() => process.exit(0));
    }, config.shutdownDrainMs);
  });
}

await app.listen({ port: config.port, host: config.host });
const emptyInstall =
  config.oidc.kind === 'embedded' && !config.seedDemo && (await app.database.asSystem(isEmptyInstall));
process.stdout.write(startBanner(config, emptyInstall));
