/** Feedback the msw feedback handler received (contract section 15), oldest first. */
import type { ApiBody } from '@/types/api';

export type FeedbackSent = ApiBody<'/wps/feedback', 'PUT'> & { id: number };

export const freshFeedback = (): FeedbackSent[] => [];
