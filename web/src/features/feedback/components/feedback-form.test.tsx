import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { renderApp, renderWithBoot } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const puts = () => world.calls.filter((call) => call.method === 'PUT' && call.path === '/wps/feedback');

async function openForm() {
  logIn();
  const rendered = renderWithBoot(<FeedbackForm />);
  const form = await screen.findByRole('form', { name: 'Send feedback' });
  const field = {
    type: within(form).getByRole('combobox', { name: /Question type/ }),
    content: within(form).getByRole('textbox', { name: /Your feedback/ }),
    contact: within(form).getByRole('textbox', { name: /Contact/ }),
    images: within(form).getByLabelText(/^Images/),
    submit: within(form).getByRole('button', { name: 'Send feedback' }),
  };
  return { ...rendered, form, field };
}

describe('feedback form', () => {
  it('asks for a type, 10 to 500 characters and a contact before sending', async () => {
    const { form, field, user } = await openForm();
    await user.click(field.submit);
    expect(within(form).getByText('Choose what your feedback is about.')).toBeInTheDocument();
    expect(within(form).getByText('Write your feedback.')).toBeInTheDocument();
    expect(within(form).getByText('Tell us how to reach you.')).toBeInTheDocument();

    await user.type(field.content, '  too short  ');
    expect(within(form).getByText('13 / 500')).toBeInTheDocument();
    await user.click(field.submit);
    expect(within(form).getByText('Feedback is 10 to 500 characters.')).toBeInTheDocument();
    expect(field.content).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field.content);
    await user.click(field.content);
    await user.paste('x'.repeat(501));
    expect(within(form).getByText('501 / 500')).toBeInTheDocument();
    await user.click(field.submit);
    expect(within(form).getByText('Feedback is 10 to 500 characters.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('sends the trimmed text, the contact and the images as data URLs, then thanks the member', async () => {
    const { form, field, user } = await openForm();
    await user.selectOptions(field.type, 'WITHDRAW');
    await user.type(field.content, '  My withdrawal is late by two days.  ');
    await user.type(field.contact, ' lucky@example.com ');
    fireEvent.change(field.images, { target: { files: [png('receipt.png')] } });
    await within(form).findByRole('img', { name: 'Image 1: receipt.png' });
    await user.click(field.submit);

    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(screen.getByText(/We received it \(number 1\)/)).toBeInTheDocument();
    const sent = puts()[0]?.body as { questionType: string; content: string; contact: string; images: string[] };
    expect(sent.questionType).toBe('WITHDRAW');
    expect(sent.content).toBe('My withdrawal is late by two days.');
    expect(sent.contact).toBe('lucky@example.com');
    expect(sent.images).toHaveLength(1);
    expect(sent.images[0]).toMatch(/^data:image\/png;base64,/);
    expect(world.feedback).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(await screen.findByRole('textbox', { name: /Your feedback/ })).toHaveValue('');
  });

  it("shows the server's refusal beside the field it names", async () => {
    server.use(
      http.put('*/wps/feedback', () =>
        HttpResponse.json({ success: false, errorCode: 'field.invalid', message: 'not a png or jpeg image', field: 'images.1' }, { status: 400 }),
      ),
    );
    const { form, field, user } = await openForm();
    await user.selectOptions(field.type, 'GAME');
    await user.type(field.content, 'The game froze after a big win.');
    await user.type(field.contact, '@lucky_player');
    await user.click(field.submit);
    expect(await within(form).findByText('Image 2 is not a png or jpg image of at most 5 MB.')).toBeInTheDocument();
    await waitFor(() => expect(field.submit).toBeEnabled());
  });

  it('words an upload too large at the images', async () => {
    server.use(
      http.put('*/wps/feedback', () => HttpResponse.json({ success: false, errorCode: 'payload.too.large', message: 'Payload Too Large' }, { status: 413 })),
    );
    const { form, field, user } = await openForm();
    await user.selectOptions(field.type, 'OTHER');
    await user.type(field.content, 'Please look at these pictures.');
    await user.type(field.contact, '0912345678');
    await user.click(field.submit);
    expect(await within(form).findByText('The upload is too large: each image may be at most 5 MB.')).toBeInTheDocument();
  });
});

describe('feedback from the footer', () => {
  it('opens the form in a dialog for a member', async () => {
    logIn();
    const { user } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
    expect(within(dialog).getByRole('form', { name: 'Send feedback' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send feedback' })).not.toBeInTheDocument());
  });

  it('asks a visitor to log in', async () => {
    const { user } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Send feedback' })).not.toBeInTheDocument();
  });

  it('warns a trial account that it needs a real one', async () => {
    logIn({ accountType: 4 });
    const { user } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('This feature needs a real account');
  });
});
