import type { LegalDocument } from './legal-document';

export const disclaimer: LegalDocument = [
  {
    title: 'Public concerné',
    paragraphs: [
      'Les informations de ce portail sont destinées exclusivement aux professionnels de santé et aux établissements de santé exerçant en France. Elles ne s’adressent pas au grand public.',
    ],
  },
  {
    title: 'Nature des informations',
    paragraphs: [
      'Les descriptions de produits et de services présentées ici ont une vocation commerciale et informative. Elles ne remplacent ni la notice d’utilisation, ni le jugement clinique du professionnel de santé.',
      'Avant toute utilisation d’un dispositif médical, le professionnel de santé doit se référer à la notice et à l’étiquetage du produit, qui précisent les indications, contre-indications, mises en garde et précautions d’emploi.',
    ],
  },
  {
    title: 'Dispositifs médicaux',
    paragraphs: [
      'Les dispositifs médicaux présentés sont des produits de santé réglementés portant le marquage CE. Leur disponibilité peut varier selon les établissements et les contrats en vigueur.',
    ],
  },
  {
    title: 'Matériovigilance',
    paragraphs: [
      'Tout incident ou risque d’incident lié à l’utilisation d’un dispositif médical doit être déclaré sans délai à l’Agence nationale de sécurité du médicament et des produits de santé (ANSM), ainsi qu’à {provider}.',
    ],
  },
];
