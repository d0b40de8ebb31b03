import { messageSchema, sessionSchema, type ResetPasswordRequest, type Session } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

export const login = (email: string, password: string): Promise<Session> =>
  apiRequest('/Authenticate/login', { method: 'POST', body: { Email: email, Password: password }, schema: sessionSchema });

/** Exchanges a Microsoft Entra access token for a portal session. */
export const loginWithMicrosoft = (entraAccessToken: string): Promise<Session> =>
  apiRequest('/Authenticate/microsoft', { method: 'POST', bearer: entraAccessToken, schema: sessionSchema });

export const askResetPassword = (email: string): Promise<{ message: string }> =>
  apiRequest('/Authenticate/askresetpassword', { method: 'POST', body: { email }, schema: messageSchema });

export const resetPassword = (request: ResetPasswordRequest): Promise<{ message: string }> =>
  apiRequest('/Authenticate/resetpassword', { method: 'POST', body: request, schema: messageSchema });
