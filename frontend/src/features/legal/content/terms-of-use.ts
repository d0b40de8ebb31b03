import type { LegalDocument } from './legal-document';

export const termsOfUse: LegalDocument = [
  {
    title: 'Acceptation des conditions par l’utilisation',
    paragraphs: [
      'En accédant au Portail Fidélité et en l’utilisant, vous acceptez sans réserve les présentes conditions d’utilisation. Si vous ne les acceptez pas, vous devez cesser d’utiliser le portail.',
      '{provider} peut modifier ces conditions à tout moment ; la version en ligne est celle qui s’applique à la date de votre visite.',
    ],
  },
  {
    title: 'Droits d’auteur',
    paragraphs: [
      'L’ensemble des contenus du portail (textes, images, graphiques, logiciels, mise en page) est protégé par le droit d’auteur et appartient à {provider} ou à ses concédants.',
      'Vous pouvez consulter et imprimer ces contenus pour les besoins de votre activité professionnelle. Toute autre reproduction, modification ou diffusion, totale ou partielle, est interdite sans autorisation écrite préalable.',
    ],
  },
  {
    title: 'Marques',
    paragraphs: [
      'Les marques, logos et noms de produits affichés sur le portail sont des marques déposées ou non de {provider} ou de tiers. Aucune licence d’utilisation de ces marques ne vous est accordée du fait de votre accès au portail.',
    ],
  },
  {
    title: 'Limitation de responsabilité',
    paragraphs: [
      '{provider} s’efforce de publier des informations exactes et à jour, sans pouvoir garantir l’absence d’erreur ou d’omission. Les informations sont fournies en l’état.',
      'Dans les limites permises par la loi, {provider} ne saurait être tenue responsable des dommages directs ou indirects résultant de l’accès au portail, de son indisponibilité ou de l’utilisation des informations qu’il contient.',
    ],
  },
  {
    title: 'Protection des données personnelles',
    paragraphs: [
      'Le traitement de vos données personnelles est décrit dans la déclaration de confidentialité, accessible depuis le pied de page de chaque écran.',
    ],
  },
  {
    title: 'Liens vers d’autres sites',
    paragraphs: [
      'Le portail peut contenir des liens vers des sites tiers. {provider} n’exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu ou à leurs pratiques en matière de données personnelles.',
    ],
  },
  {
    title: 'Informations que vous nous transmettez',
    paragraphs: [
      'Les informations que vous transmettez par le portail, hors données personnelles, sont considérées comme non confidentielles. Vous vous engagez à ne transmettre aucun contenu illicite, diffamatoire ou portant atteinte aux droits de tiers.',
    ],
  },
  {
    title: 'Utilisation réservée à la France',
    paragraphs: [
      'Le portail s’adresse aux professionnels et établissements de santé exerçant en France. Les produits, services et conditions qui y sont présentés peuvent ne pas être disponibles ou autorisés dans d’autres pays.',
    ],
  },
  {
    title: 'Déclarations prospectives',
    paragraphs: [
      'Certaines informations du portail, notamment les projections de statut et de points, reposent sur des hypothèses et des données disponibles à la date de leur calcul. Elles ne constituent pas un engagement et les résultats réels peuvent en différer.',
    ],
  },
  {
    title: 'Droit applicable',
    paragraphs: [
      'Les présentes conditions sont régies par le droit français. Tout litige relatif à leur interprétation ou à leur exécution relève de la compétence des tribunaux français.',
    ],
  },
];
