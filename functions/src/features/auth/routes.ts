import type { AnyRoute } from '../../http/route.js';
import { askResetPassword } from './auth-ask-reset-password.js';
import { changePassword } from './auth-change-password.js';
import { login } from './auth-login.js';
import { logout } from './auth-logout.js';
import { loginMicrosoft } from './auth-microsoft.js';
import { resetPassword } from './auth-reset-password.js';

export const authRoutes: AnyRoute[] = [login, logout, loginMicrosoft, askResetPassword, resetPassword, changePassword];
