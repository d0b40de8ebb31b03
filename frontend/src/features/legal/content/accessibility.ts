import type { LegalDocument } from './legal-document';

export const accessibility: LegalDocument = [
  {
    title: 'Notre engagement',
    paragraphs: [
      '{provider} s’engage à rendre le Portail Fidélité accessible à tous ses utilisateurs, conformément au Référentiel général d’amélioration de l’accessibilité (RGAA) et aux règles WCAG 2.1 de niveau AA.',
    ],
  },
  {
    title: 'Mesures mises en œuvre',
    paragraphs: [
      'Le portail est entièrement utilisable au clavier. Les pages sont structurées par des titres et des zones (en-tête, navigation, contenu principal, pied de page) reconnues par les lecteurs d’écran.',
      'Chaque champ de formulaire est associé à une étiquette, les champs obligatoires sont signalés par un astérisque et les messages d’erreur sont annoncés. Les contrastes de couleurs respectent les seuils recommandés.',
      'Un lien d’évitement permet d’accéder directement au contenu principal de chaque page.',
    ],
  },
  {
    title: 'État de conformité',
    paragraphs: [
      'Le portail est partiellement conforme au RGAA. Certains graphiques statistiques ne disposent pas encore d’une alternative textuelle complète ; les mêmes chiffres restent consultables dans les tableaux et les cartes de la page d’accueil.',
    ],
  },
  {
    title: 'Signaler une difficulté',
    paragraphs: [
      'Si vous rencontrez un obstacle qui vous empêche d’accéder à un contenu ou à une fonctionnalité, signalez-le au moyen du formulaire de contact. Nous vous proposerons une solution ou une information sous une autre forme.',
      'Si vous n’obtenez pas de réponse satisfaisante, vous pouvez saisir le Défenseur des droits.',
    ],
  },
];
