import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { systemStatus } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { resetWorld } from '@/testing/world';

describe('app start', () => {
  it('shows a loading screen, then the site', async () => {
    renderApp('/');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('shows the maintenance page with its end time and a Contact Us button', async () => {
    const end = Date.UTC(2025, 5, 1, 8, 30);
    resetWorld({ status: systemStatus({ status: 1, maintenance: true, maintenanceEnd: end }) });
    const popup = { closed: false, opener: {}, document: document.implementation.createHTMLDocument(''), location: { replace: vi.fn() }, focus: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    // On the brand's clock (Ho Chi Minh City, UTC+7), not the device's.
    expect(screen.getByText('06/01/2025, 15:30:00')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', expect.stringContaining('width=440,height=750'));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example.invalid/lucky-lotus'));
  });

  it('closes the pop-up of Contact Us and says so when the lookup fails', async () => {
    resetWorld({ status: systemStatus({ status: 2, regionRestriction: true }) });
    server.use(http.get('*/bff/customer-service', () => HttpResponse.json({ success: false, errorCode: 'customer.service.unavailable', message: 'x' }, { status: 502 })));
    const popup = { closed: false, opener: {}, document: document.implementation.createHTMLDocument(''), location: { replace: vi.fn() }, focus: vi.fn(), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('alertdialog', { name: 'Customer service' })).toHaveTextContent(
      'Customer service cannot be reached right now, please try again later.',
    );
    expect(popup.close).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('says so when the maintenance end is unknown', async () => {
    resetWorld({ status: systemStatus({ status: 1, maintenance: true, maintenanceEnd: null }) });
    renderApp('/');
    expect(await screen.findByText('We will be back as soon as the work is done.')).toBeInTheDocument();
  });

  it('shows the IP restriction page with the IP and country', async () => {
    resetWorld({
      status: systemStatus({ status: 2, regionRestriction: true, location: { ip: '203.0.113.9', country: 'US' } }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    const facts = screen.getByText('Your IP').closest('dl');
    expect(facts).not.toBeNull();
    expect(within(facts as HTMLElement).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(facts as HTMLElement).getByText('US')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('lets maintenance win over restriction', async () => {
    resetWorld({
      status: systemStatus({ status: 1, maintenance: true, regionRestriction: true, maintenanceEnd: null }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'IP Restriction' })).not.toBeInTheDocument();
  });

  it('offers a retry when the bootstrap fails', async () => {
    let fail = true;
    server.use(
      http.get('*/bff/bootstrap', () => {
        if (!fail) return undefined;
        return HttpResponse.json(
          { success: false, errorCode: 'UPSTREAM_UNAVAILABLE', message: 'upstream down' },
          { status: 503 },
        );
      }),
    );
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'The site could not start' })).toBeInTheDocument();
    expect(screen.getByText('Network link abnormal, please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('names a network failure', async () => {
    server.use(http.get('*/bff/bootstrap', () => HttpResponse.error()));
    renderApp('/');
    expect(await screen.findByText('Network link abnormal, please try again.')).toBeInTheDocument();
  });
});

describe('boot error wording', () => {
  it.each([
    ['UPSTREAM_TIMEOUT', 504, 'The page took long to load, please check the network.'],
    ['UPSTREAM_BAD_RESPONSE', 502, 'Unknown error, please try again later.'],
    ['TOO_MANY_REQUESTS', 429, 'Too many requests, try again after 5 minutes'],
  ])('shows the wording of %s on the boot error screen', async (errorCode, status, text) => {
    server.use(http.get('*/bff/bootstrap', () => HttpResponse.json({ success: false, errorCode, message: 'x' }, { status })));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'The site could not start' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
