import { createContext, useContext } from 'react';
import { SUPPORT_POPUP_HEIGHT, SUPPORT_POPUP_WIDTH } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';
import type { Bootstrap } from '@/types/api';

/** GET: `{url}`, the chat address the BFF decrypted; the server picks VIP or live chat from the session. */
export const customerServicePath = '/bff/customer-service';
export const CUSTOMER_SERVICE_WINDOW = 'customer-service';

/** Whether the brand offers a chat at all (the button is hidden otherwise). */
export function hasCustomerService(boot: Bootstrap): boolean {
  const entries = [...(boot.status.info?.customerService ?? []), ...boot.brand.customerService];
  return entries.some((entry) => entry.csType === 'LIVECHAT' || entry.csType === 'VIP');
}

/** The brand's Telegram address, a plain link (contact pages list it). */
export function telegramAddress(boot: Bootstrap): string | undefined {
  const entries = [...(boot.status.info?.customerService ?? []), ...boot.brand.customerService];
  return entries.find((entry) => entry.csType === 'TELEGRAM')?.path;
}

/** The empty 440x750 pop-up (SPEC.md section 2), near the right edge of the browser. */
function openSupportWindow(): Window | null {
  const left = Math.max(0, window.screenX + window.outerWidth - SUPPORT_POPUP_WIDTH - 40);
  // No "noopener" here: with it the browser hands back no window to send to the chat later.
  return window.open('', CUSTOMER_SERVICE_WINDOW, `width=${SUPPORT_POPUP_WIDTH},height=${SUPPORT_POPUP_HEIGHT},left=${left},top=80`);
}

function showWaiting(popup: Window, text: string): void {
  try {
    popup.document.title = text;
    popup.document.body.textContent = text;
  } catch {
    // A window left on another site by an earlier chat is not ours to write in; it is reused as is.
  }
}

export type CustomerServiceResult =
  /** The pop-up shows the chat. */
  | { kind: 'opened' }
  /** The browser refused the pop-up: the caller offers the address as a link. */
  | { kind: 'blocked'; url: string }
  /** The player closed the pop-up before the address came. */
  | { kind: 'cancelled' };

/**
 * Opens customer service: the pop-up opens at once, still inside the click, so pop-up blockers
 * let it through; then the BFF says where the chat is and the pop-up goes there. A failed
 * lookup closes the pop-up and rejects with the error (SPEC.md section 8).
 */
export async function openCustomerService(waitingText: string): Promise<CustomerServiceResult> {
  const popup = openSupportWindow();
  if (popup) showWaiting(popup, waitingText);
  let url: string;
  try {
    ({ url } = await apiRequest(customerServicePath));
  } catch (error) {
    popup?.close();
    throw error;
  }
  if (!popup) return { kind: 'blocked', url };
  if (popup.closed) return { kind: 'cancelled' };
  try {
    // The chat is another site: it must not reach back into this page through window.opener.
    popup.opener = null;
  } catch {
    // A window still on the chat from an earlier click: its opener cannot be set from here.
  }
  popup.location.replace(url);
  popup.focus();
  return { kind: 'opened' };
}

export interface CustomerServiceState {
  /** Call from a click handler (the pop-up must open within the click). */
  open: () => void;
  /** A lookup is under way. */
  opening: boolean;
}

export const CustomerServiceContext = createContext<CustomerServiceState | null>(null);

/** Customer service for any page: the side bar, the footer, help, maintenance and restriction pages. */
export function useCustomerService(): CustomerServiceState {
  const state = useContext(CustomerServiceContext);
  if (!state) throw new Error('useCustomerService() needs <CustomerServiceProvider>');
  return state;
}
