import type { AnyRoute } from '../../http/route.js';
import { sendContactEmail } from './contact-send.js';

export const contactRoutes: AnyRoute[] = [sendContactEmail];
