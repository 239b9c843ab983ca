import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeModal, openModal } from '@/components/modal-stack';
import { NOTICE, withPopups } from '@/testing/announcement-fixtures';
import { TEST_USER } from '@/testing/fixtures';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { logIn, world } from '@/testing/world';

const popupCalls = () => world.calls.filter((call) => call.path.startsWith('/wps/relay/MCSFE_getListAnnouncements?types=PU'));
const dismissals = () => world.calls.filter((call) => call.path === '/wps/relay/MCSFE_dismissAnnouncement').map((call) => call.body);

function withMemberPopups() {
  logIn();
  world.announcements = withPopups(world.announcements);
}

describe('pop-up announcements', () => {
  it('shows the pop-ups one at a time after login, dismissing each as it closes', async () => {
    withMemberPopups();
    const { user } = renderApp('/');
    const first = await screen.findByRole('dialog', { name: 'Maintenance notice' });
    expect(within(first).getByText(/Some slot vendors will be under maintenance/)).toBeInTheDocument();
    expect(within(first).getByText('1 more announcement')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Next' }));

    const second = await screen.findByRole('dialog', { name: 'First deposit bonus 10%' });
    expect(within(second).getByText('10% extra').tagName).toBe('STRONG');
    expect(within(second).getByRole('link', { name: 'first deposit promotion' })).toHaveAttribute('href', '/promotions');
    await user.click(within(second).getByRole('button', { name: 'Got it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dismissals()).toEqual([{ id: NOTICE.maintenancePopup }, { id: NOTICE.firstDepositPopup }]);
    expect(world.announcements.dismissed).toEqual([NOTICE.maintenancePopup, NOTICE.firstDepositPopup]);
  });

  it('waits while another dialog is open, then shows', async () => {
    withMemberPopups();
    const other = document.createElement('div');
    openModal(other); // a dialog the member opened at once, e.g. Feedback
    renderApp('/');
    await findHeader();
    await waitFor(() => expect(popupCalls().length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Maintenance notice' })).not.toBeInTheDocument();
    act(() => closeModal(other));
    expect(await screen.findByRole('dialog', { name: 'Maintenance notice' })).toBeInTheDocument();
  });

  it('never shows a dismissed pop-up again', async () => {
    withMemberPopups();
    world.announcements.dismissed = [NOTICE.maintenancePopup];
    const { user } = renderApp('/');
    const only = await screen.findByRole('dialog', { name: 'First deposit bonus 10%' });
    expect(within(only).queryByText(/more announcement/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dismissals()).toEqual([{ id: NOTICE.firstDepositPopup }]));

    renderApp('/');
    await findHeader();
    await waitFor(() => expect(popupCalls().length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows none to visitors and asks for none', async () => {
    world.announcements = withPopups(world.announcements);
    renderApp('/');
    await findHeader();
    await screen.findByRole('heading', { name: 'Choose your game' });
    expect(popupCalls()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads the pop-ups again when the visitor logs in', async () => {
    world.announcements = withPopups(world.announcements);
    setPhoneViewport();
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(login).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(login).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Maintenance notice' })).toBeInTheDocument();
    expect(popupCalls()).toHaveLength(1);
  });
});
