/** What a saved change did: applied now, or waiting its delay (the answer says which). */
export function changeOutcome(
  after: { limit: string | number | null; pendingAt: number | null; pendingRemoval: boolean },
  t: (key: 'applied_now' | 'applied_removed' | 'applies_later' | 'removal_later', options?: Record<string, string>) => string,
  at: (epochMs: number) => string,
): string {
  if (after.pendingAt !== null) return t(after.pendingRemoval ? 'removal_later' : 'applies_later', { at: at(after.pendingAt) });
  return t(after.limit === null ? 'applied_removed' : 'applied_now');
}
