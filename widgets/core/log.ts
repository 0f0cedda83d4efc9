/**
 * Console lines of the widgets, prefixed so a partner knows where they come
 * from. In the browser they go to the page's console. On the server (pages
 * rendered with the widgets, site/server-render.tsx) the renderer installs its
 * own sink: what a widget would log there names what a visitor asked for (a
 * slug, an address), and the server's log holds no such thing.
 */
const PREFIX = '[voyance]';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogSink = (level: LogLevel, args: unknown[]) => void;

/** Null: the page's console. */
let sink: LogSink | null = null;

/** Where the widgets' lines go from now on (the server's renderer: counted, never printed). */
export function setLogSink(next: LogSink): void {
  sink = next;
}

export const log = {
  info: (...args: unknown[]) => (sink ? sink('info', args) : console.info(PREFIX, ...args)),
  warn: (...args: unknown[]) => (sink ? sink('warn', args) : console.warn(PREFIX, ...args)),
  error: (...args: unknown[]) => (sink ? sink('error', args) : console.error(PREFIX, ...args)),
};
