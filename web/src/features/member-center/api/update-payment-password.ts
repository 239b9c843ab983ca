import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { ApiBody } from '@/types/api';

export const paymentPasswordPath = '/wps/member/password/payment';

/** password: the login password proves the owner. */
export type PaymentPasswordBody = ApiBody<typeof paymentPasswordPath, 'PUT'>;

export const updatePaymentPassword = (body: PaymentPasswordBody) => apiRequest(paymentPasswordPath, { method: 'PUT', body });

/** PUT /wps/member/password/payment; the member info (hasPaymentPassword) revalidates. */
export function useUpdatePaymentPassword() {
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation<boolean, ApiError, string, PaymentPasswordBody>(paymentPasswordPath, (_key, { arg }) =>
    updatePaymentPassword(arg),
  );
  const submit = async (body: PaymentPasswordBody) => {
    await mutation.trigger(body);
    await mutate(sessionPaths.memberInfo);
  };
  return { submit, isMutating: mutation.isMutating };
}
