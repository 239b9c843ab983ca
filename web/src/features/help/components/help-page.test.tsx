import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fail } from '@/testing/handlers/envelope';
import { helpCenter } from '@/testing/help-fixtures';
import { renderApp, renderWithBoot } from '@/testing/render';
import { server } from '@/testing/server';
import { world } from '@/testing/world';
import { HelpPage } from '@/features/help/components/help-page';

const articleHeading = (name: string) => screen.findByRole('heading', { name, level: 1 });
const helpNav = () => screen.getByRole('navigation', { name: 'Help sections' });
const helpCalls = () => world.calls.filter((call) => call.path.startsWith('/wps/system/helpCenter'));

describe('help centre', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every category with its articles and opens the first one', async () => {
    renderApp('/help');
    expect(await articleHeading('About Company')).toBeInTheDocument();
    const nav = helpNav();
    for (const title of ['About us', 'Rules and policies', 'How-to guides']) {
      expect(within(nav).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    expect(within(nav).getByRole('link', { name: 'About Company' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('About Company | Lucky Lotus');
  });

  it("opens the article of ?section with the brand's values filled in", async () => {
    renderApp('/help?section=responsible-gaming');
    const article = (await articleHeading('Responsible Gaming')).closest('article');
    expect(article).toHaveTextContent('You must be 18 years old or older');
    expect(within(helpNav()).getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['About Company', 'About Company'],
    ['Contact Us', 'Contact Us'],
    ['General Terms and Conditions', 'General Terms and Conditions'],
    ['Responsible Gaming', 'Responsible Gaming'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Affiliates', 'Affiliates'],
    ['Refund Policy', 'Refund Policy'],
  ])("lands the footer's %s link on its article", async (link, title) => {
    const { user, router } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(within(footer).getByRole('navigation', { name: 'About' })).getByRole('link', { name: link }));
    expect(await articleHeading(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
  });

  it('moves between articles and keeps /helpmc links on /helpmc', async () => {
    const { user, router } = renderApp('/helpmc');
    await articleHeading('About Company');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await user.click(within(helpNav()).getByRole('link', { name: 'How to withdraw' }));
    expect(await articleHeading('How to withdraw')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/helpmc');
    expect(router.state.location.search).toBe('?section=withdraw');
  });

  it('filters titles and text as the player types', async () => {
    const { user } = renderApp('/help');
    await articleHeading('About Company');
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'withdraw');
    const links = within(helpNav()).getAllByRole('link');
    expect(links.map((link) => link.querySelector('span')?.textContent)).toContain('How to withdraw');
    expect(links.length).toBeLessThan(12);
    expect(screen.getByRole('status')).toHaveTextContent(`Articles found: ${links.length}`);
    // A match in the text only shows where it is.
    const refund = within(helpNav()).queryByRole('link', { name: /Refund Policy/ });
    expect(refund).toHaveTextContent(/withdraw/i);
  });

  it('says when nothing matches', async () => {
    const { user } = renderApp('/help');
    await articleHeading('About Company');
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'zzqx');
    expect(screen.getByRole('status')).toHaveTextContent('No article matches “zzqx”');
    expect(within(helpNav()).queryAllByRole('link')).toHaveLength(0);
    // The article being read stays.
    expect(screen.getByRole('heading', { name: 'About Company', level: 1 })).toBeInTheDocument();
  });

  it('finds Vietnamese words typed without accents, in the language of the page', async () => {
    window.localStorage.setItem('lang', 'TY');
    const { user } = renderApp('/help');
    expect(await articleHeading('Về công ty')).toBeInTheDocument();
    expect(helpCalls().at(-1)?.headers.language).toBe('TY');
    await user.type(screen.getByRole('searchbox', { name: 'Tìm trong trung tâm trợ giúp' }), 'cach rut tien');
    const nav = screen.getByRole('navigation', { name: 'Các mục trợ giúp' });
    expect(within(nav).getByRole('link', { name: 'Cách rút tiền' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Cách nạp tiền' })).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry that works', async () => {
    let down = true;
    server.use(
      http.get('*/wps/system/helpCenter', () =>
        down ? fail(503, 'UPSTREAM_UNAVAILABLE', 'upstream down') : answer('/wps/system/helpCenter', helpCenter('EN')),
      ),
    );
    const { user } = renderApp('/help');
    expect(await screen.findByRole('status', { name: 'Loading the help centre…' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Help sections' })).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await articleHeading('About Company')).toBeInTheDocument();
  });

  it('says when the help centre is empty', async () => {
    server.use(http.get('*/wps/system/helpCenter', () => answer('/wps/system/helpCenter', { categories: [] })));
    renderApp('/help');
    expect(await screen.findByRole('heading', { name: 'No help articles yet' })).toBeInTheDocument();
  });

  it('says when the article of ?section does not exist', async () => {
    const { user } = renderApp('/help?section=nothing-here');
    expect(await screen.findByRole('heading', { name: 'This article does not exist' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first article' }));
    expect(await articleHeading('About Company')).toBeInTheDocument();
  });

  it('renders article content through the safe HTML allow-list', async () => {
    server.use(
      http.get('*/wps/system/helpCenter', () =>
        answer('/wps/system/helpCenter', {
          categories: [
            {
              id: 1,
              code: 'company',
              title: 'About',
              articles: [
                {
                  id: 1,
                  code: 'about',
                  title: 'About Company',
                  content: '<p>Safe <strong>text</strong></p><script>window.hacked = 1</script><img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">bad link</a>',
                },
              ],
            },
          ],
        }),
      ),
    );
    renderApp('/help');
    const article = (await articleHeading('About Company')).closest('article') as HTMLElement;
    expect(within(article).getByText('text').tagName).toBe('STRONG');
    expect(article.querySelector('script, img')).toBeNull();
    expect(within(article).getByText('bad link').closest('a')).toBeNull();
  });

  it('offers the live chat and the Telegram address under Contact Us', async () => {
    const popup = { closed: false, opener: {}, document: document.implementation.createHTMLDocument(''), location: { replace: vi.fn() }, focus: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/help?section=contact');
    const article = (await articleHeading('Contact Us')).closest('article') as HTMLElement;
    expect(within(article).getByRole('link', { name: 'https://t.me/luckylotus_support' })).toHaveAttribute('target', '_blank');
    await user.click(within(article).getByRole('button', { name: 'Open live chat' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', expect.stringContaining('width=440,height=750'));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example.invalid/lucky-lotus'));
  });

  it('shows what the app puts under an article', async () => {
    renderWithBoot(<HelpPage basePath="/help" articleExtra={(code) => (code === 'contact' ? <p>Feedback slot</p> : null)} />, '/help?section=contact');
    const article = (await articleHeading('Contact Us')).closest('article') as HTMLElement;
    expect(within(article).getByText('Feedback slot')).toBeInTheDocument();
  });

  it('ends Contact Us with the feedback form, which asks a visitor to log in', async () => {
    const { user } = renderApp('/help?section=contact');
    const article = (await articleHeading('Contact Us')).closest('article') as HTMLElement;
    await user.click(within(article).getByRole('button', { name: 'Send us feedback' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
  });
});
