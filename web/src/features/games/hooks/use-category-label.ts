import { useTranslation } from 'react-i18next';

const LABEL_KEYS = {
  LIVE: 'category_LIVE',
  SPORTS: 'category_SPORTS',
  RNG: 'category_RNG',
  FISH: 'category_FISH',
  PVP: 'category_PVP',
  ESPORTS: 'category_ESPORTS',
  COCKFIGHT: 'category_COCKFIGHT',
  LOTT: 'category_LOTT',
  ELOTT: 'category_ELOTT',
  BGS: 'category_BGS',
  BINGO: 'category_BINGO',
} as const;

/** The category's name in the user's language; the lane title for unknown categories. */
export function useCategoryLabel(): (gameType: string, fallback: string) => string {
  const { t } = useTranslation('shell');
  return (gameType, fallback) => {
    const key = LABEL_KEYS[gameType as keyof typeof LABEL_KEYS];
    return key ? t(key) : fallback;
  };
}
