import { apiRequest } from '@/lib/api-client';
import type { ApiBody, Schemas } from '@/types/api';

const exclusionPath = '/wps/v2/responsible/exclusion';

export type Exclusion = Schemas['Exclusion'];
export type ExclusionBody = ApiBody<typeof exclusionPath, 'POST'>;
export type ExclusionKind = ExclusionBody['kind'];
export type ExclusionLength = ExclusionBody['length'];

export const LENGTHS: Readonly<Record<ExclusionKind, readonly ExclusionLength[]>> = {
  timeout: ['24h', '7d', '30d'],
  self_exclusion: ['6m', '1y', '5y', 'permanent'],
};

/** POST the exclusion: it starts at once and cannot be undone; the BFF ends the session with it. */
export const exclude = (body: ExclusionBody): Promise<Exclusion> => apiRequest(exclusionPath, { method: 'POST', body });
