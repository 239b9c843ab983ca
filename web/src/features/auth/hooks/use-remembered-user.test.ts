import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedUser, rememberUser } from '@/features/auth/hooks/use-remembered-user';

const ONE_DAY_S = 24 * 60 * 60;

afterEach(() => {
  vi.restoreAllMocks();
  rememberUser(null);
});

describe('remember me', () => {
  it('keeps the username (never the password) in cookies that live one day', () => {
    const written: string[] = [];
    const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      setter?.call(this, value);
    });
    rememberUser('lucky001');
    expect(written).toHaveLength(2);
    for (const cookie of written) expect(cookie).toContain(`max-age=${ONE_DAY_S};`);
    expect(written.some((cookie) => cookie.startsWith('lastUser=lucky001;'))).toBe(true);
    expect(written.join('\n')).not.toMatch(/password/i);
    expect(rememberedUser()).toBe('lucky001');
  });

  it('forgets the username at once when not asked to remember', () => {
    rememberUser('lucky001');
    rememberUser(null);
    expect(rememberedUser()).toBeNull();
  });
});
