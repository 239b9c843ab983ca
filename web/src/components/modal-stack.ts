import { useSyncExternalStore } from 'react';

/** Open modals, topmost last: only the topmost answers Escape and keeps the focus. */
export const stack: HTMLElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function openModal(panel: HTMLElement): void {
  stack.push(panel);
  changed();
}

export function closeModal(panel: HTMLElement): void {
  stack.splice(stack.indexOf(panel), 1);
  changed();
}

/** How many modals are open: something that must not come over a dialog waits for none. */
export function useOpenModalCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => stack.length,
  );
}
