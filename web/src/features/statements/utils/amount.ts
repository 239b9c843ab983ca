/** Whether a decimal amount string is zero ("0", "0.00", "-0.00"), read without floats. */
export const isZeroAmount = (value: string): boolean => /^[+-]?0*(\.0*)?$/.test(value.trim());
