/** Console lines of the widgets, prefixed so a partner knows where they come from. */
const PREFIX = '[voyance]';

export const log = {
  info: (...args: unknown[]) => console.info(PREFIX, ...args),
  warn: (...args: unknown[]) => console.warn(PREFIX, ...args),
  error: (...args: unknown[]) => console.error(PREFIX, ...args),
};
