import { formatInteger } from '@/lib/format';

/** A whole count grouped as amounts are, in the site language (SPEC.md section 9). */
export const formatCount = (value: number): string => formatInteger(String(Math.trunc(value)));
