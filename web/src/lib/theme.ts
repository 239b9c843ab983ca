import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/config/constants';
import { readLocal, writeLocal } from '@/lib/storage';

export type ThemeMode = 'dark' | 'light';

const listeners = new Set<() => void>();
let current: ThemeMode = 'dark';

const isMode = (value: string | null): value is ThemeMode => value === 'dark' || value === 'light';

function apply(mode: ThemeMode) {
  current = mode;
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
  listeners.forEach((listener) => listener());
}

/** Starts with the stored choice, else the brand's default mode. */
export function initTheme(defaultMode: ThemeMode): void {
  const stored = readLocal(STORAGE_KEYS.theme);
  apply(isMode(stored) ? stored : defaultMode);
}

export function setTheme(mode: ThemeMode): void {
  writeLocal(STORAGE_KEYS.theme, mode);
  apply(mode);
}

export function useTheme(): ThemeMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Brand colours (brand.theme.colors) become CSS custom properties on <html>. */
export function applyBrandColors(colors: Record<string, string> | undefined): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(colors ?? {})) {
    if (/^#[0-9a-f]{3,8}$/i.test(value)) root.style.setProperty(`--brand-${name}`, value);
  }
}
