import { apiRequest } from '@/lib/api-client';
import type { ApiBody, ApiValue } from '@/types/api';

export const feedbackPath = '/wps/feedback';

/** A question type, 10 to 500 characters, a contact, up to 3 png/jpeg data URLs. */
export type FeedbackBody = ApiBody<typeof feedbackPath, 'PUT'>;
export type FeedbackReceipt = ApiValue<typeof feedbackPath, 'PUT'>;
export type QuestionType = FeedbackBody['questionType'];

export const QUESTION_TYPES: readonly QuestionType[] = ['DEPOSIT', 'WITHDRAW', 'GAME', 'ACCOUNT', 'PROMOTION', 'OTHER'];

/** PUT /wps/feedback (token, real account). */
export const sendFeedback = (body: FeedbackBody): Promise<FeedbackReceipt> => apiRequest(feedbackPath, { method: 'PUT', body });
