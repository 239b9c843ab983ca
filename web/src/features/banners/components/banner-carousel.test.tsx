import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitesRegistration } from '@/features/banners/api/get-banners';
import { renderApp } from '@/testing/render';
import { logIn } from '@/testing/world';

const slideNames = async () => {
  const carousel = await screen.findByRole('region', { name: 'Featured offers' });
  return within(carousel)
    .getAllByRole('group', { hidden: true })
    .map((slide) => slide.getAttribute('aria-label') ?? '');
};

describe('home carousel', () => {
  it("shows a visitor the register offer among the brand's banners", async () => {
    renderApp('/');
    const names = await slideNames();
    expect(names).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Welcome bonus 1000VND', hidden: true })).toHaveAttribute('href', '/register');
  });

  it('does not invite a member to register: the other banners stay', async () => {
    logIn();
    renderApp('/');
    expect(await slideNames()).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Welcome bonus 1000VND', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live casino, real dealers', hidden: true })).toBeInTheDocument();
  });

  it('knows a register link in its forms', () => {
    expect(invitesRegistration('/register')).toBe(true);
    expect(invitesRegistration('/register.html?referralCode=AB12')).toBe(true);
    expect(invitesRegistration(`${window.location.origin}/register`)).toBe(true);
    expect(invitesRegistration('/registered-winners')).toBe(false);
    expect(invitesRegistration('https://elsewhere.example/register')).toBe(false);
    expect(invitesRegistration('/promotions')).toBe(false);
    expect(invitesRegistration(null)).toBe(false);
  });
});
