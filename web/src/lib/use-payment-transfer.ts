import { useState, type FormEvent } from 'react';
import { isAmount } from '@/lib/amount';
import { errorMessage } from '@/lib/error-message';
import { isPaymentPassword } from '@/lib/payment-password';
import { useRequestId } from '@/lib/use-request-id';

export interface PaymentTransferRequest {
  amount: string;
  paymentPassword: string;
  requestId: string;
}

interface PaymentTransferOptions {
  /** What the form says of a wrong amount and a wrong payment password (before asking). */
  messages: { amount: string; pay: string };
  /** The other terms of the transfer (its recipient): a retry keeps the requestId while they and the amount stay. */
  terms?: Record<string, unknown>;
}

/**
 * An amount sent with the payment password (to an upline, to a downline): the fields, their
 * checks, the request and its answer. A retry of the same terms (after an error or a lost answer)
 * keeps its requestId, so the money moves once; the fields are emptied once it has moved.
 */
export function usePaymentTransfer<R>(send: (request: PaymentTransferRequest) => Promise<R>, { messages, terms = {} }: PaymentTransferOptions) {
  const request = useRequestId();
  const [amount, setAmount] = useState('');
  const [pay, setPay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'pay' | 'form', string>>>({});
  const [done, setDone] = useState<R | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found: typeof errors = {};
    if (!isAmount(amount)) found.amount = messages.amount;
    if (!isPaymentPassword(pay)) found.pay = messages.pay;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const text = amount.trim();
    setBusy(true);
    try {
      setDone(await send({ amount: text, paymentPassword: pay, requestId: request.idFor({ ...terms, amount: text }) }));
      request.done();
      setAmount('');
      setPay('');
    } catch (caught) {
      setErrors({ form: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return { amount, setAmount, pay, setPay, errors, done, busy, submit };
}
