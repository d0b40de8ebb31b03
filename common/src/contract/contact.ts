import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../constants.js';
import { fr } from '../i18n/fr.js';
import { idSchema } from './common.js';

export const CONTACT_SUCCESS = 'Email envoyé avec succès';
export const CONTACT_FAILURE = "Erreur lors de l'envoi de l'email, veuillez réessayer";

const required = (max: number, tooLong: string) => z.string({ error: fr['rules.required'] }).trim().min(1, fr['rules.required']).max(max, tooLong);

/**
 * Names as long as an account's (users.ts): the spec's counter of 10 cut real names silently
 * (docs/spec-decisions.md). The recipient is not part of the request: the server takes the customer's
 * sales contact, so a caller cannot send the provider's mail anywhere else.
 */
export const CONTACT_NAME_MAX = 100;

export const contactRequestSchema = z.strictObject({
  nom: required(CONTACT_NAME_MAX, `Le nom ne doit pas dépasser ${CONTACT_NAME_MAX} caractères`),
  prenom: required(CONTACT_NAME_MAX, `Le prénom ne doit pas dépasser ${CONTACT_NAME_MAX} caractères`),
  select: z.enum(CONTACT_SUBJECTS, { error: 'Le sujet doit être Commercial, Technique ou Autre' }),
  customer: idSchema,
  message: required(2000, 'Le message ne doit pas dépasser 2000 caractères'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
