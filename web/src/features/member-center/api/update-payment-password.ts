import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';

export interface PaymentPasswordBody {
  paymentPassword: string;
  confirmPaymentPassword: string;
  oldPaymentPassword?: string;
  /** The login password proves the owner. */
  password: string;
}

export const paymentPasswordPath = '/wps/member/password/payment';

export const updatePaymentPassword = (body: PaymentPasswordBody): Promise<boolean> =>
  apiRequest<boolean>(paymentPasswordPath, { method: 'PUT', body });

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
