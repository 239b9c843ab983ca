/**
 * Agent and affiliate applications (contract section 15): no session; the contact must fit
 * its channel; the same contact applying again is TOO_MANY_REQUESTS (the simulator's 60 s,
 * without a clock here: once is enough).
 */
import { http } from 'msw';
import { answer, fail, record } from '@/testing/handlers/envelope';
import type { JoinSent } from '@/testing/join-fixtures';
import { world } from '@/testing/world';

const CHANNELS = ['TELEGRAM', 'ZALO', 'PHONE', 'EMAIL'];
const TYPES = ['AGENT', 'AFFILIATE'];
const NOISE = /[\s.()[\]-]/g;
const isNumber = (text: string) => /^\+?\d{6,15}$/.test(text.replace(NOISE, ''));

function fits(contact: string, channel: string): boolean {
  if (channel === 'EMAIL') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact);
  if (channel === 'TELEGRAM') return /^@[A-Za-z0-9_]{5,32}$/.test(contact) || isNumber(contact);
  return isNumber(contact);
}

const sameContact = (a: string, b: string) => a.replace(NOISE, '').toLowerCase() === b.replace(NOISE, '').toLowerCase();

type Body = Partial<Omit<JoinSent, 'id'>>;

export const joinHandlers = [
  http.post('*/wps/agent/apply', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = (await request.json()) as Body;
    if (!CHANNELS.includes(body.channel ?? '') || !TYPES.includes(body.type ?? '')) return fail(400, 'request.invalid', 'channel or type');
    const name = (body.name ?? '').trim();
    const contact = (body.contact ?? '').trim();
    const message = (body.message ?? '').trim();
    if (!name) return fail(400, 'field.required', 'name is required', 'name');
    if (Array.from(name).length > 60) return fail(400, 'field.invalid', 'name is 1 to 60 characters', 'name');
    if (!contact) return fail(400, 'field.required', 'contact is required', 'contact');
    if (Array.from(contact).length > 100 || !fits(contact, body.channel ?? '')) return fail(400, 'field.invalid', 'not a contact of its channel', 'contact');
    if (Array.from(message).length > 500) return fail(400, 'field.invalid', 'message is at most 500 characters', 'message');
    if (world.applications.some((sent) => sameContact(sent.contact ?? '', contact))) {
      return fail(429, 'TOO_MANY_REQUESTS', 'Too many requests');
    }
    const id = world.applications.length + 1;
    world.applications.push({ id, name, contact, message, channel: body.channel ?? 'EMAIL', type: body.type ?? 'AGENT' });
    return answer('/wps/agent/apply', { id }, 'POST');
  }),
];
