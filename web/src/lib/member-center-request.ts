/**
 * Asks for the member centre on one of its pages from anywhere (a help article's link to the
 * settings, the reality check's "view history"): the shell's one host opens it, or the login
 * pop-up for a visitor. Pages are the member centre's menu ids ("responsibleGaming").
 */
type Listener = (page: string) => void;
const listeners = new Set<Listener>();

export function requestMemberCenter(page: string): void {
  for (const listener of listeners) listener(page);
}

/** The host's subscription; returns the unsubscribe function. */
export function onMemberCenterRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
