import type { ContactRequest, Message } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

export const sendContactMessage = (request: ContactRequest) => apiRequest<Message>('/email', { method: 'POST', body: request });
