import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { imageCdn } from '@/testing/fixtures';
import { answer } from '@/testing/handlers/envelope';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';

/** On a phone the header's button opens the login modal (wide screens log in in the header). */
async function openLogin(language?: string) {
  setPhoneViewport();
  if (language) window.localStorage.setItem('lang', language);
  const rendered = renderApp('/');
  const header = await findHeader();
  // The language's wording loads on its own: wait for it.
  await rendered.user.click(await within(header).findByRole('button', { name: language === 'TY' ? 'Đăng nhập' : 'Log in' }));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

describe('modal banners', () => {
  it("lay the login banner's words over its art; following it leaves the modal", async () => {
    const { user, router, dialog } = await openLogin();
    expect(await within(dialog).findByText('Log in for daily rewards')).toBeInTheDocument();
    expect(within(dialog).getByText('Missions, points and prizes are waiting for you')).toBeInTheDocument();
    // A paragraph, not a heading: the dialog's title stays its only heading.
    expect(within(dialog).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Log in']);
    expect(dialog.querySelector('img')).toHaveAttribute('alt', '');
    const cta = within(dialog).getByRole('link', { name: 'See rewards' });
    expect(cta).toHaveAttribute('href', '/promotions');

    await user.click(cta);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The navigation commits apart from the modal's closing (a transition): wait for it too.
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it("speak the reader's language", async () => {
    const { dialog } = await openLogin('TY');
    expect(await within(dialog).findByText('Đăng nhập nhận thưởng mỗi ngày')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Xem phần thưởng' })).toHaveAttribute('href', '/promotions');
  });

  it('turn an invitation to register in the login modal into the register modal', async () => {
    const invitation = { id: 9, groupName: 'w_login', url: '/register', image: `${imageCdn}/banners/welcome.svg`, title: 'New here?', cta: 'Join' };
    server.use(http.get('*/wps/relay/MCSFE_getListAnnouncements', () => answer('/wps/relay/MCSFE_getListAnnouncements', { banners: [invitation] })));
    const { user, dialog } = await openLogin();
    await user.click(await within(dialog).findByRole('link', { name: 'Join' }));
    expect(await screen.findByRole('dialog', { name: 'Register now, get 1000VND' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('above the register form, show its invitation without a button: the form is the way in', async () => {
    renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register now, get 1000VND' });
    expect(await within(dialog).findByText('Register and get 1000VND')).toBeInTheDocument();
    expect(within(dialog).getByText('A welcome gift for every new member')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Register and get 1000VND' })).not.toBeInTheDocument();
  });
});
