import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { installGracefulShutdown } from './shutdown';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp(config);
  installGracefulShutdown(
    async () => {
      await app.close();
      await new Promise<void>((resolve) => (app.log as unknown as { flush(cb: () => void): void }).flush(() => resolve())); // logs are buffered
    },
    (m) => app.log.info(m),
  );
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Abhyas is serving on ${config.port === 0 ? address : config.publicUrl} (database: ${config.databaseUrl ? 'postgres' : 'pglite'})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
