import type { ChangePasswordRequest, Message, ResetPasswordRequest, Session } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

export const login = (email: string, password: string): Promise<Session> =>
  apiRequest<Session>('/Authenticate/login', { method: 'POST', body: { Email: email, Password: password } });

/** Exchanges a Microsoft Entra access token for a portal session. */
export const loginWithMicrosoft = (entraAccessToken: string): Promise<Session> =>
  apiRequest<Session>('/Authenticate/microsoft', { method: 'POST', bearer: entraAccessToken });

export const askResetPassword = (email: string): Promise<{ message: string }> =>
  apiRequest<Message>('/Authenticate/askresetpassword', { method: 'POST', body: { email } });

export const resetPassword = (request: ResetPasswordRequest): Promise<{ message: string }> =>
  apiRequest<Message>('/Authenticate/resetpassword', { method: 'POST', body: request });

/** The signed-in user's own change: answers a new session, as every other one of the user ends. */
export const changePassword = (request: ChangePasswordRequest): Promise<Session> =>
  apiRequest<Session>('/Authenticate/changePassword', { method: 'POST', body: request });
