/**
 * The embed bundle: one classic script a partner pastes. It learns our
 * address from its own script element (the default api-base and site-base)
 * and registers every element.
 */
import { setScriptOrigin } from './core/api';
import { log } from './core/log';
import { defineAllElements } from './elements';

function ownOrigin(): string | null {
  const script = document.currentScript as HTMLScriptElement | null;
  try {
    return script?.src ? new URL(script.src).origin : null;
  } catch {
    return null;
  }
}

setScriptOrigin(ownOrigin());
try {
  defineAllElements();
} catch (error) {
  log.error('registration failed', error);
}
