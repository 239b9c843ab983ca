import { useMediaQuery } from '@/lib/use-media-query';

/** Phones get stacked cards instead of tables (the betting record's breakpoint). */
export const usePhone = (): boolean => useMediaQuery('(max-width: 767px)');
