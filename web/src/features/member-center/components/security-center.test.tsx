import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, memberInfo, STATIC_AVATARS, TEST_USER } from '@/testing/fixtures';
import { findHeader, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';
import { imageFileProblem } from '@/lib/image-file';

async function openSecurityCentre() {
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(within(header).getByRole('button', { name: 'Member Center' }));
  const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
  return { ...rendered, header, dialog };
}

describe('security centre', () => {
  it('shows the profile fields from GET /wps/member/info', async () => {
    logIn({ member: memberInfo({ telegram: '@lucky', zalo: '0900', bankAccount: '****6789', payeeName: 'Nguyen Van A' }) });
    const { dialog } = await openSecurityCentre();
    expect(within(dialog).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(await within(dialog).findByText('@lucky')).toBeInTheDocument();
    expect(within(dialog).getByText('****6789')).toBeInTheDocument();
    expect(within(dialog).getByText('0912****78')).toBeInTheDocument();
    expect(within(dialog).getByText('Silver')).toBeInTheDocument();
  });

  it('shows an error with a retry when the member info fails', async () => {
    logIn();
    server.use(
      http.get('*/wps/member/info', () =>
        HttpResponse.json({ success: false, errorCode: 'UPSTREAM_TIMEOUT', message: 'x' }, { status: 504 }),
      ),
    );
    const { dialog } = await openSecurityCentre();
    expect(await within(dialog).findByText('The page took long to load, please check the network.')).toBeInTheDocument();
  });

  it('edits the profile: only changed fields, full name and e-mail once', async () => {
    logIn({ member: memberInfo({ payeeName: 'Nguyen Van A' }) });
    const { dialog, user } = await openSecurityCentre();
    await user.click(within(dialog).getByRole('button', { name: 'Edit profile' }));
    expect(within(dialog).queryByLabelText(/^Full name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Telegram/), '@newtg');
    // Typed the way English writes a date; sent as yyyy-MM-dd.
    await user.type(within(dialog).getByLabelText(/^Birthday/, { selector: 'input' }), '05/06/1990');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('@newtg')).toBeInTheDocument();
    expect(within(dialog).getByText('05/06/1990')).toBeInTheDocument();
    expect(world.calls.find((c) => c.method === 'PUT' && c.path === '/wps/member/info')?.body).toEqual({
      telegram: '@newtg',
      birthday: '1990-05-06',
    });
  });

  it('sets a 6-digit payment password with the login password', async () => {
    logIn();
    const { dialog, user } = await openSecurityCentre();
    await user.click(await within(dialog).findByRole('button', { name: 'Set payment password' }));
    await user.type(within(dialog).getByLabelText(/^New payment password/), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Enter 6 digits.')).toHaveLength(1);
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^New payment password/));
    await user.type(within(dialog).getByLabelText(/^New payment password/), '246810');
    await user.type(within(dialog).getByLabelText(/^Confirm payment password/), '246810');
    await user.type(within(dialog).getByLabelText(/^Login password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Your payment password has been saved.')).toBeInTheDocument();
    expect(world.calls.find((c) => c.path === '/wps/member/password/payment')?.body).toEqual({
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
      password: TEST_USER.password,
    });
  });

  it('chooses a static avatar', async () => {
    logIn();
    const { dialog, user } = await openSecurityCentre();
    expect(await within(dialog).findByRole('img', { name: 'Current avatar' })).toHaveAttribute('src', DEFAULT_AVATAR);
    await user.click(within(dialog).getByRole('button', { name: 'Choose an avatar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Avatar 2' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Current avatar' })).toHaveAttribute('src', STATIC_AVATARS[1]?.url),
    );
    expect(world.calls.find((c) => c.method === 'PUT' && c.path === '/wps/member/info/icon')?.body).toEqual({
      avatarType: 'STATIC',
      avatar: 2,
    });
  });

  it('refuses a wrong type or an image over 5 MB before uploading, uploads a png as a data URL', async () => {
    logIn();
    const { dialog } = await openSecurityCentre();
    const input = within(dialog).getByLabelText('Upload a picture');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    // The accept filter is only a hint to the file chooser: the component checks the type itself.
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByText('Please choose a PNG or JPG picture.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('The picture must be 5 MB or smaller.')).toBeInTheDocument();
    expect(world.calls.some((c) => c.method === 'PUT' && c.path === '/wps/member/info/icon')).toBe(false);
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(world.calls.find((c) => c.method === 'PUT' && c.path === '/wps/member/info/icon')?.body).toEqual({
        avatarType: 'CUSTOM',
        image: expect.stringMatching(/^data:image\/png;base64,/),
      }),
    );
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
});

describe('trial accounts and visitors', () => {
  it('warns a trial account opening the member centre or deposit', async () => {
    logIn({ accountType: 4 });
    const { header, user } = await openTrial();
    await user.click(within(header).getByRole('button', { name: 'Deposit' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('This feature needs a real account');
    expect(screen.queryByRole('dialog', { name: 'Member Center' })).not.toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the same warning when any API answers in_need_true_account', async () => {
    logIn();
    server.use(
      http.put('*/wps/member/info', () =>
        HttpResponse.json({ success: false, errorCode: 'in_need_true_account', message: 'x' }, { status: 403 }),
      ),
    );
    const { dialog, user } = await openSecurityCentre();
    await user.click(within(dialog).getByRole('button', { name: 'Edit profile' }));
    await user.type(within(dialog).getByLabelText(/^Zalo/), '0900');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('This feature needs a real account');
  });
});

async function openTrial() {
  const rendered = renderApp('/');
  const header = await findHeader();
  return { ...rendered, header };
}
