/**
 * The chat's element alone, for the site to load when a visitor opens the
 * chat (site/pages/profile-chat.tsx) rather than with every profile. The
 * library's API (index.ts) exports it too.
 */
export { defineChat } from './chat/element';
