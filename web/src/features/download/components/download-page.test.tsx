import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { brandFile, systemStatus } from '@/testing/fixtures';
import { answer, fail } from '@/testing/handlers/envelope';
import { domainRoutes } from '@/testing/help-fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { resetWorld } from '@/testing/world';

// Every type the page knows; the default brand offers only its iOS profile.
const resources = [
  { resourceType: 'Android', url: 'https://apps.example.invalid/app.apk', qrCodeUrl: null, labelNameEn: null, labelNameCn: null },
  { resourceType: 'IOS', url: 'https://apps.example.invalid/ios', qrCodeUrl: null, labelNameEn: null, labelNameCn: null },
  { resourceType: 'MOBILECONFIG', url: 'https://apps.example.invalid/p.mobileconfig', qrCodeUrl: null, labelNameEn: null, labelNameCn: null },
  { resourceType: 'USDJUMP', url: 'https://usd.example.invalid/jump', qrCodeUrl: null, labelNameEn: null, labelNameCn: null },
];
const withResources = (list: typeof resources) =>
  resetWorld({ status: systemStatus({ info: { customerService: brandFile.customerService, resources: list, analytics: null } }) });

const section = (name: string) => screen.getByRole('region', { name });

describe('app download page', () => {
  it.each(['/download', '/down'])('%s shows a 125 px QR code and a link for each resource, iOS first', async (path) => {
    withResources(resources);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Get the Lucky Lotus app', level: 1 })).toBeInTheDocument();
    const apps = section('Scan to download');
    // The QR code's drawing code arrives after the list.
    await waitFor(() => expect(apps.querySelectorAll('svg')).toHaveLength(4));
    const codes = apps.querySelectorAll('svg');
    for (const code of codes) {
      expect(code).toHaveAttribute('width', '125');
      expect(code).toHaveAttribute('height', '125');
    }
    const links = within(apps).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Download for iOS',
      'Download for iOS profile',
      'Download for Android',
      'Open USDT',
    ]);
    expect(links[2]).toHaveAttribute('href', 'https://apps.example.invalid/app.apk');
    expect(links[3]).toHaveAttribute('href', 'https://usd.example.invalid/jump');
  });

  it('says so when the brand offers no app, and still offers the site for the home screen', async () => {
    withResources([]);
    const { user } = renderApp('/download');
    expect(await screen.findByText('No app is offered for this site yet.')).toBeInTheDocument();
    const site = section('Open Lucky Lotus on your phone');
    expect(within(site).getByTitle("QR code of this site's address")).toBeInTheDocument();
    expect(site).toHaveTextContent(window.location.host);
    // No guide for what the brand does not offer: only the browsers' own home-screen steps.
    const guides = section('How to install');
    expect(within(guides).getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'guide-ios-home',
    ]);
    expect(within(guides).getByRole('region', { name: 'Add to the Home Screen from Safari' })).toHaveTextContent(
      'Add to Home Screen',
    );
    await user.click(within(guides).getByRole('tab', { name: 'Android' }));
    expect(within(guides).getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'guide-android-home',
    ]);
  });

  it("the default brand's iOS profile gets its guide, and no app guide is promised", async () => {
    const { user } = renderApp('/download');
    await screen.findByRole('heading', { name: 'Scan to download' });
    const apps = section('Scan to download');
    expect((await within(apps).findAllByRole('link')).map((link) => link.textContent)).toEqual(['Download for iOS']);
    const guides = section('How to install');
    expect(within(guides).getByRole('region', { name: 'Install the iOS profile' })).toBeInTheDocument();
    expect(within(guides).queryByRole('region', { name: 'Install the iOS app' })).not.toBeInTheDocument();
    await user.click(within(guides).getByRole('tab', { name: 'Android' }));
    expect(within(guides).queryByRole('region', { name: 'Install the Android app' })).not.toBeInTheDocument();
    expect(within(guides).getByRole('region', { name: 'Add to the home screen from Chrome' })).toBeInTheDocument();
  });

  it('guides the iOS app and profile install, and Android with unknown sources allowed', async () => {
    withResources(resources);
    const { user } = renderApp('/download');
    await screen.findByRole('heading', { name: 'How to install' });
    const guides = section('How to install');
    expect(within(guides).getByRole('tab', { name: 'iPhone and iPad' })).toHaveAttribute('aria-selected', 'true');
    const profile = within(guides).getByRole('region', { name: 'Install the iOS profile' });
    const profileSteps = within(profile).getAllByRole('listitem');
    expect(profileSteps).toHaveLength(5);
    expect(profileSteps[1]).toHaveTextContent('tap Allow');
    expect(profileSteps[3]).toHaveTextContent('Tap Install, enter your passcode');
    expect(within(guides).getByRole('region', { name: 'Install the iOS app' })).toHaveTextContent('Trust');

    await user.click(within(guides).getByRole('tab', { name: 'Android' }));
    const android = within(guides).getByRole('region', { name: 'Install the Android app' });
    expect(within(android).getAllByRole('listitem')[1]).toHaveTextContent('Allow apps from unknown sources');
    expect(within(guides).queryByRole('region', { name: 'Install the iOS profile' })).not.toBeInTheDocument();
  });

  it('shows the fastest line as the best line and the others by speed', async () => {
    renderApp('/download');
    const best = await screen.findByRole('region', { name: 'Best line' });
    const fastest = [...domainRoutes().domainList].sort((a, b) => a.speed - b.speed);
    expect(within(best).getByRole('link', { name: `Open ${fastest[0]?.domain}` })).toHaveAttribute(
      'href',
      `https://${fastest[0]?.domain}`,
    );
    expect(best).toHaveTextContent(`${fastest[0]?.speed} ms`);
    const others = within(section('Other lines')).getAllByRole('listitem');
    expect(others.map((item) => item.textContent)).toEqual(fastest.slice(1).map((route) => `${route.domain}${route.speed} ms`));
  });

  it('shows a failed line lookup with a retry, and an empty list', async () => {
    let down = true;
    server.use(
      http.get('*/wps/system/domainRoute', () =>
        down ? fail(503, 'UPSTREAM_UNAVAILABLE', 'down') : answer('/wps/system/domainRoute', { domainList: [] }),
      ),
    );
    const { user } = renderApp('/download');
    const lines = await screen.findByRole('region', { name: 'Lines' });
    await within(lines).findByRole('button', { name: 'Try again' });
    down = false;
    await user.click(within(lines).getByRole('button', { name: 'Try again' }));
    expect(await within(lines).findByText('This site has a single address at the moment.')).toBeInTheDocument();
  });
});
