/** A whole count with comma thousands separators, as amounts have (SPEC.md section 9). */
export const formatCount = (value: number): string => String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
