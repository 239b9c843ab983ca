/** The payment password's length: exactly this many digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;

const PAYMENT_PASSWORD = new RegExp(`^[0-9]{${PAYMENT_PASSWORD_LENGTH}}$`);

/** Whether a payment password is well formed (6 digits), before the server checks it. */
export const isPaymentPassword = (value: string): boolean => PAYMENT_PASSWORD.test(value);
