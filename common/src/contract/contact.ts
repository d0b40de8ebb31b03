import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../constants.js';
import { fr } from '../i18n/fr.js';
import { idSchema } from './common.js';

export const CONTACT_SUCCESS = 'Email envoyé avec succès';
export const CONTACT_FAILURE = "Erreur lors de l'envoi de l'email, veuillez réessayer";

const required = (max: number, tooLong: string) =>
  z.string({ error: fr['rules.required'] }).trim().min(1, fr['rules.required']).max(max, tooLong);

export const contactRequestSchema = z.strictObject({
  nom: required(10, 'Le nom ne doit pas dépasser 10 caractères'),
  prenom: required(10, 'Le prénom ne doit pas dépasser 10 caractères'),
  select: z.enum(CONTACT_SUBJECTS, { error: 'Le sujet doit être Commercial, Technique ou Autre' }),
  customer: idSchema,
  message: required(2000, 'Le message ne doit pas dépasser 2000 caractères'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
