/** Starts the product: reads the environment, opens the database, listens, stops cleanly. */
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { safeErrorFields } from './log-safe-error';
import { createLogger } from './logger';

/**
 * The process's own lines, whatever LOG_LEVEL says (where it listens, why it
 * could not start): JSON like every other line, so that nothing in the
 * output can pass for a line it is not.
 */
const processLog = createLogger('info');
const INFO_AND_BELOW = new Set(['info', 'debug', 'trace']);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      createLogger('info', 2).fatal(error.message);
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
  // Fastify says it at info; below that, the one line a person starting the product needs.
  if (!INFO_AND_BELOW.has(config.LOG_LEVEL)) processLog.info({ docs: `${address}/api/docs` }, `Server listening at ${address}`);
}

main().catch((error: unknown) => {
  // Before it listens the server has read nothing a visitor sent: the message (a data folder in use, by whom) is for the person starting it.
  const reason = error instanceof Error ? error.message : String(error);
  createLogger('info', 2).fatal({ error: safeErrorFields(error) }, `échec du démarrage : ${reason}`);
  process.exit(1);
});
