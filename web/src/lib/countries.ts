import type { Country } from '@/types/api';

/** The caller's country (status location), else the first of the list. */
export function defaultDialingCode(countries: Country[], countryCode: string | null | undefined): string {
  return (countries.find((c) => c.countryCode === countryCode) ?? countries[0])?.countryDialingCode ?? '';
}
