import type { JoinChannel } from '@/features/join/api/apply-agent';

/** Spaces, dots, dashes and brackets people type in numbers. */
const NUMBER_NOISE = /[\s.()[\]-]/g;
const isNumber = (text: string) => /^\+?\d{6,15}$/.test(text.replace(NUMBER_NOISE, ''));
const isTelegramName = (text: string) => /^@[A-Za-z0-9_]{5,32}$/.test(text);
const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** Whether a contact (trimmed) is one of its channel, as the server checks it (contract section 15). */
export function contactFitsChannel(contact: string, channel: JoinChannel): boolean {
  switch (channel) {
    case 'EMAIL':
      return isEmail(contact);
    case 'TELEGRAM':
      return isTelegramName(contact) || isNumber(contact);
    default:
      return isNumber(contact);
  }
}
