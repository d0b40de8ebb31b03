/**
 * French message catalogue, keyed as in the specification (rules.*, alert.*, errors.*, success.*).
 * The server answers with these texts too, so the wording lives in one place.
 * `{provider}` is replaced by the configured provider name.
 */
export const fr = {
  'rules.required': 'Ce champ est obligatoire',
  'rules.email-valid': 'Veuillez saisir une adresse email valide',
  'rules.positive-number': 'Veuillez saisir un nombre positif',
  'rules.positive-integer': 'Veuillez saisir un nombre entier positif',
  'rules.integer': 'Veuillez saisir un nombre entier',
  'rules.password-8': 'Le mot de passe doit contenir au moins 8 caractères',
  'rules.password-lowercase': 'Le mot de passe doit contenir au moins une lettre minuscule',
  'rules.password-uppercase': 'Le mot de passe doit contenir au moins une lettre majuscule',
  'rules.password-digit': 'Le mot de passe doit contenir au moins un chiffre',
  'rules.password-special': 'Le mot de passe doit contenir au moins un caractère spécial',
  'rules.password-max': 'Le mot de passe ne doit pas dépasser 60 caractères',
  'rules.password-confirmation': 'Les mots de passe ne correspondent pas',
  'rules.contact-form': 'Veuillez remplir tous les champs',

  'alert.error.login': 'Échec de la connexion, utilisateur non autorisé',
  'alert.error.auth-failed': "L'authentification ou la validation a échoué",
  'alert.error.no-customer': "Aucun client n'est associé à votre compte. Veuillez contacter {provider} pour plus d'informations.",
  'alert.error.unauthorized-action': 'Action non autorisée.',
  'alert.error.too-many-attempts': 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  'alert.error.session-expired': 'Votre session a expiré, veuillez vous reconnecter.',
  'alert.error.forbidden': "Vous n'avez pas accès à cette ressource.",
  'alert.error.not-found': "L'élément demandé est introuvable.",
  'alert.error.invalid-request': 'La requête est invalide.',
  'alert.error.invalid-json': "Le corps de la requête n'est pas un JSON valide.",
  'alert.error.unsupported-media-type': 'Le type de contenu de la requête n’est pas accepté.',
  'alert.error.payload-too-large': 'La requête est trop volumineuse.',
  'alert.error.unknown-field': 'Champ non autorisé : {field}',
  'alert.error.server': 'Une erreur inattendue est survenue. Veuillez réessayer.',
  'alert.error.network': 'Le serveur est injoignable. Vérifiez votre connexion.',
  'alert.error.reset-email': "Erreur lors de l'envoi de l'email de réinitialisation du mot de passe",
  'alert.success.reset-email': 'Un email vous a été envoyé pour réinitialiser votre mot de passe',
  'errors.password-reset': 'Le lien de réinitialisation est invalide ou a expiré.',
  'success.password-reset': 'Votre mot de passe a été enregistré. Vous pouvez vous connecter.',
  'errors.missing-information': 'Impossible de charger les informations du client. Veuillez vous reconnecter.',
  'alert.success.invitation-sent': "L'invitation a été envoyée",
  'alert.error.terms-accept': "Erreur lors de l'enregistrement de votre acceptation",
} as const;

export type MessageKey = keyof typeof fr;

export function message(key: MessageKey, params: Record<string, string> = {}): string {
  return fr[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
