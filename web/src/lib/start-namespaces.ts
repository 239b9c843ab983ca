/**
 * Namespaces loaded at start: the shell's and the home page's (a namespace a component asks
 * for later suspends it until its file is in); help and the others load when a page asks.
 * The build bundles them per language into one file, start.json (vite.config.ts).
 */
export const START_NAMESPACES = [
  'common',
  'errors',
  'shell',
  'auth',
  'register',
  'home',
  'system',
  'member',
  'chat',
  'announcements',
  'winners',
] as const;
