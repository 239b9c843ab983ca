import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '@/lib/field-rules';

const PATTERN_IDS = 19;

/** Wording of a field problem: reg_pattern_<patternId> with {{range}} substituted. */
export function useProblemText(): (problem: FieldProblem) => string | null {
  const { t } = useTranslation('register');
  return (problem) => {
    if (!problem) return null;
    if (problem.kind === 'required') return t('required');
    const id = problem.patternId >= 1 && problem.patternId <= PATTERN_IDS ? problem.patternId : 1;
    return t(`reg_pattern_${id}` as 'reg_pattern_1', { range: problem.range });
  };
}
