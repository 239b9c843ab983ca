import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicBrand } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { logIn, resetWorld } from '@/testing/world';

const members = () => publicBrand({ loginedToHomePage: true });

describe('route guard (loginedToHomePage)', () => {
  it('sends a guest from / to the login page', async () => {
    resetWorld({ brand: members() });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/live', '/help', '/promotions', '/nowhere'])('redirects %s to /login', async (path) => {
    resetWorld({ brand: members() });
    const { router } = renderApp(path);
    await screen.findByRole('heading', { name: 'Log in', level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/download', 'Get the Lucky Lotus app'],
    ['/helpmc', 'About Company'],
  ])('lets a guest reach %s', async (path, heading) => {
    resetWorld({ brand: members() });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets a guest open the register modal', async () => {
    resetWorld({ brand: members() });
    renderApp('/register');
    expect(await screen.findByRole('dialog', { name: 'Register now, get 1000VND' })).toBeInTheDocument();
  });

  it('tells a member at /register that they are signed in, and opens no register form', async () => {
    logIn();
    renderApp('/register');
    const notice = await screen.findByText(/^You are signed in as .+\. To open another account, log out first\.$/);
    expect(notice).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { name: 'Choose your game' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Register now, get 1000VND' })).not.toBeInTheDocument();
  });

  it('lets a member through', async () => {
    logIn({ brand: members() });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Choose your game' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('does not guard when the setting is off', async () => {
    const { router } = renderApp('/help');
    expect(await screen.findByRole('heading', { name: 'About Company', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
  });
});

/** Every route of SPEC.md section 2. */
const SPEC_ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/noticePage',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/rng',
  '/bgs',
  '/bingo',
  '/live',
  '/fish',
  '/pvp',
  '/esports',
  '/cockfight',
  '/sports',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/down',
  '/join',
  '/helpmc',
  '/game',
  '/login',
  '/download',
];

describe('routes', () => {
  it.each(SPEC_ROUTES)('%s renders its page, never the not-found page', async (path) => {
    logIn();
    renderApp(path);
    const main = await screen.findByRole('main');
    // Lazy pages load first: wait for the page's own headings.
    await waitFor(() => expect(within(main).queryAllByRole('heading').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it.each(['/', '/index', '/index.html', '/home'])('%s is the home page', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Choose your game' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2002-2025 Lucky Lotus');
  });

  it.each(['/nowhere/at/all', '/elott/nothing', '/helpx'])(
    '%s shows the not-found page with a way home',
    async (path) => {
      const { user, router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByText('The page you asked for does not exist on this site.')).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to home' }));
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows the help section chosen by the query, with the brand age', async () => {
    renderApp('/help?section=responsible-gaming');
    const article = (await screen.findByRole('heading', { name: 'Responsible Gaming', level: 1 })).closest('article');
    expect(article).toHaveTextContent('You must be 18 years old or older');
    expect(article).toHaveTextContent('simulated money only');
    const nav = screen.getByRole('navigation', { name: 'Help sections' });
    expect(within(nav).getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('aria-current', 'page');
    // The footer's seven articles and the how-to guides.
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
  });

  it('/helpmc has no header', async () => {
    renderApp('/helpmc?section=privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('links the footer about block to the help sections', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const about = within(footer).getByRole('navigation', { name: 'About' });
    expect(within(about).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/help?section=refund',
    );
  });
});
