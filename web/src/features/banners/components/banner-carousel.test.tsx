import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { invitesRegistration } from '@/features/banners/api/get-banners';
import { imageCdn } from '@/testing/fixtures';
import { answer } from '@/testing/handlers/envelope';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn } from '@/testing/world';

const findCarousel = () => screen.findByRole('region', { name: 'Featured offers' });

const slides = async () => within(await findCarousel()).getAllByRole('group', { hidden: true });

/** The slide whose headline is `title` (slides other than the shown one are hidden). */
const slideOf = async (title: string) => {
  const heading = await within(await findCarousel()).findByRole('heading', { name: title, hidden: true });
  return heading.closest<HTMLElement>('[role="group"]') as HTMLElement;
};

describe('home carousel', () => {
  it("shows a visitor the register offer among the brand's banners, its words over the art", async () => {
    renderApp('/');
    expect(await slides()).toHaveLength(5);
    const welcome = await slideOf('Welcome bonus 1000VND');
    expect(within(welcome).getByText('Register today and start with a gift')).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'Join now', hidden: true })).toHaveAttribute('href', '/register');
    // The art is decorative: its words are already in the page, read once.
    const art = welcome.querySelector('img');
    expect(art).toHaveAttribute('alt', '');
    expect(art).toHaveAttribute('src', `${imageCdn}/banners/welcome.svg`);
  });

  it('does not invite a member to register: the other banners stay', async () => {
    logIn();
    renderApp('/');
    expect(await slides()).toHaveLength(4);
    const live = await slideOf('Live casino, real dealers');
    expect(within(live).getByRole('link', { name: 'Play live', hidden: true })).toHaveAttribute('href', '/live');
    expect(screen.queryByRole('heading', { name: 'Welcome bonus 1000VND', hidden: true })).not.toBeInTheDocument();
  });

  it("speaks the reader's language: headline, line and button", async () => {
    window.localStorage.setItem('lang', 'DE');
    renderApp('/');
    const welcome = await slideOf('Willkommensbonus 1000VND');
    expect(within(welcome).getByText('Registrieren Sie sich heute und starten Sie mit einem Geschenk')).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'Jetzt mitmachen', hidden: true })).toHaveAttribute('href', '/register');
    const lottery = await slideOf('Vietnam-Lotterie, Ziehungen den ganzen Tag');
    expect(within(lottery).getByRole('link', { name: 'Zahlen wählen', hidden: true })).toHaveAttribute('href', '/lottery');
    expect(screen.queryByText('Welcome bonus 1000VND')).not.toBeInTheDocument();
  });

  it('makes the headline the link of a banner without button words, and an outside link opens a new tab', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        answer('/wps/relay/MCSFE_getListAnnouncements', {
          banners: [
            { id: 1, groupName: 'w_home', url: '/sports', image: `${imageCdn}/banners/sports.svg`, title: 'Sports all day' },
            { id: 2, groupName: 'w_home', url: 'https://partner.example/offer', image: null, title: 'Partner offer', cta: 'Open' },
          ],
        }),
      ),
    );
    renderApp('/');
    const sports = await slideOf('Sports all day');
    const headline = within(sports).getByRole('heading', { name: 'Sports all day', hidden: true });
    expect(within(headline).getByRole('link', { name: 'Sports all day', hidden: true })).toHaveAttribute('href', '/sports');
    expect(sports.querySelector('p')).toBeNull(); // no line, no empty paragraph
    const partner = await slideOf('Partner offer');
    const open = within(partner).getByRole('link', { name: 'Open', hidden: true });
    expect(open).toHaveAttribute('href', 'https://partner.example/offer');
    expect(open).toHaveAttribute('target', '_blank');
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
