import { REMEMBER_ME_DAYS } from '@/config/constants';
import { readCookie } from '@/lib/api-client';

const LAST_USER = 'lastUser';
const REMEMBER = 'loginRemember';

function writeCookie(name: string, value: string | null): void {
  const maxAge = value === null ? 0 : REMEMBER_ME_DAYS * 24 * 60 * 60;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

/**
 * "Remember me" keeps the last username in a cookie for one day (SPEC.md sections 3 and 9:
 * loginRemember and the last-user entry). The password is deliberately NOT stored: a cookie
 * or web storage is readable by any script on the page (one XSS leaks it) and a cookie even
 * travels with every request. The browser's password manager, fed by the autocomplete hints
 * on the inputs, keeps it encrypted instead.
 */
export function rememberedUser(): string | null {
  return readCookie(REMEMBER) === '1' ? readCookie(LAST_USER) || null : null;
}

export function rememberUser(username: string | null): void {
  writeCookie(REMEMBER, username === null ? null : '1');
  writeCookie(LAST_USER, username);
}
