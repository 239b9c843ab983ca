import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { PROMO, promotionState, withPromotion } from '@/testing/promotion-fixtures';
import { logIn, world } from '@/testing/world';

const posts = (name: string) => world.calls.filter((call) => call.method === 'POST' && call.path === `/wps/relay/${name}`);
const png = (name: string, bytes = [0x89, 0x50, 0x4e, 0x47]) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function openDetail(id: number | string) {
  const rendered = renderApp(`/promoDetail?id=${id}`);
  return rendered;
}

/** The big-win application page of a member in session. */
async function openApplication() {
  logIn();
  const rendered = await openDetail(PROMO.bigWin);
  const form = await screen.findByRole('form', { name: 'Apply' });
  const files = within(form).getByLabelText(/^Images/);
  const choose = (...chosen: File[]) => fireEvent.change(files, { target: { files: chosen } });
  return { ...rendered, form, choose };
}

declare global {
  interface Window {
    pwned?: number;
  }
}

afterEach(() => {
  delete window.pwned;
});

describe('promotion detail page', () => {
  it('shows the banner, title, window, content, rules and the state', async () => {
    logIn();
    world.promotions.states[PROMO.slots] = promotionState(PROMO.slots, 'PROCESS', { progress: { current: '250000.00', target: '1000000.00' } });
    await openDetail(PROMO.slots);
    expect(await screen.findByRole('heading', { name: 'Slots turnover challenge', level: 1 })).toBeInTheDocument();
    const content = screen.getByTestId('promotion-content');
    expect(within(content).getByText('1,000,000').tagName).toBe('STRONG');
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Only slot games count.',
      'Bets placed before the promotion starts do not count.',
      'The reward is claimed once.',
    ]);
    expect(await screen.findByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('renders the content through the allow-list: no script, handler or bad link ever reaches the page', async () => {
    world.promotions = withPromotion(world.promotions, PROMO.slots, {
      content:
        '<p>Safe <strong>bold</strong> text</p><script>window.pwned = 1</script>' +
        '<img src="x" onerror="window.pwned = 2"><p onclick="window.pwned = 3" style="color:red">Styled</p>' +
        '<a href="javascript:window.pwned = 4">bad link</a> <a href="/pointMall">the mall</a>' +
        '<iframe src="https://example.com"></iframe><svg><script>window.pwned = 5</script></svg>',
    });
    await openDetail(PROMO.slots);
    const content = await screen.findByTestId('promotion-content');
    expect(within(content).getByText('bold').tagName).toBe('STRONG');
    expect(content.querySelector('script, img, iframe, svg, [onerror], [onclick], [style]')).toBeNull();
    expect(content.textContent).not.toContain('pwned');
    expect(within(content).queryByRole('link', { name: 'bad link' })).not.toBeInTheDocument();
    expect(within(content).getByText('bad link').tagName).toBe('SPAN');
    expect(within(content).getByRole('link', { name: 'the mall' })).toHaveAttribute('href', '/pointMall');
    expect(within(content).getByText('Styled')).toBeInTheDocument();
    expect(window.pwned).toBeUndefined();
  });

  it.each([['999999'], ['abc'], ['']])('answers an unknown id (%s) with a way back to the promotions', async (id) => {
    const { user, router } = await openDetail(id);
    expect(await screen.findByRole('heading', { name: 'Promotion not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See the promotions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it('asks a visitor to log in instead of showing the application form', async () => {
    await openDetail(PROMO.bigWin);
    expect(await screen.findByRole('button', { name: 'Log in to join' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply' })).not.toBeInTheDocument();
  });
});

describe('application form', () => {
  it('counts the remark as it is typed and refuses 141 characters', async () => {
    const { form, user } = await openApplication();
    const remark = within(form).getByRole('textbox', { name: 'Remark' });
    await user.type(remark, 'Big win!');
    expect(within(form).getByText('8 / 140')).toBeInTheDocument();

    await user.clear(remark);
    await user.click(remark);
    await user.paste('x'.repeat(141));
    expect(within(form).getByText('141 / 140')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('A remark is at most 140 characters.');
    expect(remark).toHaveAttribute('aria-invalid', 'true');
    const send = within(form).getByRole('button', { name: 'Send application' });
    expect(send).toBeDisabled();
    fireEvent.submit(form);
    expect(posts('MCSFE_signUpRequestReward')).toHaveLength(0);

    await user.type(remark, '{Backspace}');
    expect(within(form).getByText('140 / 140')).toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('takes up to 3 png or jpg images of 5 MB, with previews that can be removed', async () => {
    const { form, choose, user } = await openApplication();
    choose(png('one.png'), png('two.png'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'three.jpg', { type: 'image/jpeg' }));
    const previews = await within(form).findByRole('list', { name: 'Chosen images' });
    expect(within(previews).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Image 1: one.png',
      'Image 2: two.png',
      'Image 3: three.jpg',
    ]);

    choose(png('four.png'));
    expect(await within(form).findByText('four.png was not added: at most 3 images.')).toBeInTheDocument();
    expect(within(previews).getAllByRole('img')).toHaveLength(3);

    await user.click(within(previews).getByRole('button', { name: 'Remove image 2 (two.png)' }));
    expect(within(previews).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Image 1: one.png', 'Image 2: three.jpg']);

    choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await within(form).findByText('anim.gif is not a png or jpg image.')).toBeInTheDocument();

    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(await within(form).findByText('big.png is larger than 5 MB.')).toBeInTheDocument();
    expect(within(previews).getAllByRole('img')).toHaveLength(2);
  });

  it('sends the remark and the images as data URLs, then shows the application in review', async () => {
    const { form, choose, user } = await openApplication();
    await user.type(within(form).getByRole('textbox', { name: 'Remark' }), 'Won 2,000,000 on Fortune Tiger');
    choose(png('win.png'));
    await within(form).findByRole('img', { name: 'Image 1: win.png' });
    await user.click(within(form).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Application sent. We will review it soon.')).toBeInTheDocument();
    expect(await screen.findByText('Application in review')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply' })).not.toBeInTheDocument();
    const sent = posts('MCSFE_signUpRequestReward')[0]?.body as { promotionId: number; remark: string; images: string[] };
    expect(sent.promotionId).toBe(PROMO.bigWin);
    expect(sent.remark).toBe('Won 2,000,000 on Fortune Tiger');
    expect(sent.images).toHaveLength(1);
    expect(sent.images[0]).toMatch(/^data:image\/png;base64,/);
    expect(world.promotions.applications).toHaveLength(1);
  });

  it("shows the server's refusal in the user's language", async () => {
    server.use(
      http.post('*/wps/relay/MCSFE_signUpRequestReward', () =>
        HttpResponse.json({ success: false, errorCode: 'payload.too.large', message: 'Payload Too Large' }, { status: 413 }),
      ),
    );
    const { form, choose, user } = await openApplication();
    choose(png('win.png'));
    await within(form).findByRole('img', { name: 'Image 1: win.png' });
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The upload is too large: each image may be at most 5 MB.');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send application' })).toBeEnabled());
  });

  it('lets a rejected application be sent again', async () => {
    logIn();
    world.promotions.states[PROMO.bigWin] = promotionState(PROMO.bigWin, 'REJECTED', { remark: 'Blurry' });
    await openDetail(PROMO.bigWin);
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    expect(screen.getByText("Reviewer's note: Blurry")).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply again' })).not.toBeInTheDocument();
  });
});
