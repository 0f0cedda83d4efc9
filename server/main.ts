/** Starts the product: reads the environment, opens the database, listens, stops cleanly. */
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await createApp(config);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // Printed whatever LOG_LEVEL says: the one line a person starting the product needs.
  console.info(`[voyance] Server listening at ${address} (API : ${address}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error('[voyance] échec du démarrage :', error instanceof Error ? error.message : error);
  process.exit(1);
});
