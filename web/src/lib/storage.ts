/** Storage access that survives private mode and disabled storage. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the preference lasts for this page only */
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

/** Clears session storage except the keys given (logout keeps the merchant code). */
export function clearSessionExcept(keep: readonly string[]): void {
  try {
    const kept = keep.map((key) => [key, window.sessionStorage.getItem(key)] as const);
    window.sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.sessionStorage.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
