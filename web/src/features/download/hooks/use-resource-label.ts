import { useTranslation } from 'react-i18next';
import type { AppResource } from '@/types/api';
import { appType } from '@/features/download/hooks/use-app-resources';

/** The name of a resource: the brand's label, else its type's own. */
export function useResourceLabel(): (resource: AppResource) => string {
  const { t } = useTranslation('shell');
  return (resource) => {
    const type = appType(resource);
    return resource.labelNameEn || (type ? t(`resource_${type}`) : resource.resourceType);
  };
}
