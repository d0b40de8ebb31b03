import { messageSchema, type ContactRequest } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

export const sendContactMessage = (request: ContactRequest) => apiRequest('/email', { method: 'POST', body: request, schema: messageSchema });
