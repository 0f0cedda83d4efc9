/** Starts the product: reads the environment, opens the database, listens, stops cleanly. */
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { safeErrorFields } from './log-safe-error';
import { createLogger } from './logger';

/**
 * The process's own lines, whatever LOG_LEVEL says (where it listens, why it
 * could not start): JSON like every other line, so that nothing in the
 * output can pass for a line it is not. A stop is said on standard error.
 */
const stopLine = (message: string, fields: object = {}) => createLogger('info', 2).fatal(fields, message);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      stopLine(error.message);
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
  // (pino's order; `silent` has no value there: the line is said then too.)
  if (!(pino.levels.values[config.LOG_LEVEL]! <= pino.levels.values.info!)) createLogger('info').info({ docs: `${address}/api/docs` }, `Server listening at ${address}`);
}

main().catch((error: unknown) => {
  // Before it listens the server has read nothing a visitor sent: the message (a data folder in use, by whom) is for the person starting it.
  const reason = error instanceof Error ? error.message : String(error);
  stopLine(`échec du démarrage : ${reason}`, { error: safeErrorFields(error) });
  process.exit(1);
});
