/**
 * Feedback (contract section 15, module FEEDBACK3): a real member's question type, 10 to 500
 * characters, a contact of 1 to 100 and up to 3 png/jpeg data URLs, refused as the simulator does.
 */
import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { answer, fail, record } from '@/testing/handlers/envelope';
import type { FeedbackSent } from '@/testing/feedback-fixtures';
import { world } from '@/testing/world';

const TYPES = ['DEPOSIT', 'WITHDRAW', 'GAME', 'ACCOUNT', 'PROMOTION', 'OTHER'];
const IMAGE = /^data:image\/(png|jpeg);base64,/;
const length = (text: string) => Array.from(text).length;

type Body = Partial<Omit<FeedbackSent, 'id'>>;

/** The simulator's refusal of a body, or null. */
function refusal(body: Body): Response | null {
  if (!TYPES.includes(body.questionType ?? '')) return fail(400, 'request.invalid', 'questionType', 'questionType');
  const content = (body.content ?? '').trim();
  if (!content) return fail(400, 'field.required', 'content is required', 'content');
  if (length(content) < 10 || length(content) > 500) return fail(400, 'field.invalid', 'content is 10 to 500 characters', 'content');
  const contact = (body.contact ?? '').trim();
  if (!contact) return fail(400, 'field.required', 'contact is required', 'contact');
  if (length(contact) > 100) return fail(400, 'field.invalid', 'contact is 1 to 100 characters', 'contact');
  const images = body.images ?? [];
  if (images.length > 3) return fail(400, 'field.invalid', 'at most 3 images', 'images');
  const bad = images.findIndex((image) => !IMAGE.test(image));
  if (bad >= 0) return fail(400, 'field.invalid', 'not a png or jpeg image', `images.${bad}`);
  return null;
}

const send = async ({ request }: { request: Request }) => {
  const refused = await record(request);
  if (refused) return refused;
  if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'real account only');
  const body = (await request.json()) as Body;
  const invalid = refusal(body);
  if (invalid) return invalid;
  const id = world.feedback.length + 1;
  world.feedback.push({
    id,
    questionType: body.questionType ?? 'OTHER',
    content: (body.content ?? '').trim(),
    contact: (body.contact ?? '').trim(),
    images: body.images ?? [],
  });
  return answer('/wps/feedback', { id, createdAt: Date.now() }, 'PUT');
};

export const feedbackHandlers = [http.put('*/wps/feedback', send), http.post('*/wps/feedback', send)];
