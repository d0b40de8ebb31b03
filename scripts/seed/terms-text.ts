import type { TermsVersionDoc } from '../../functions/src/model/terms.js';

const V1 = `Conditions générales d'utilisation du programme de fidélité – version 1

Article 1 – Objet. Les présentes conditions régissent l'accès au portail de fidélité réservé aux établissements de santé clients et l'utilisation des points acquis sur leurs achats.

Article 2 – Accès. L'accès est personnel. Chaque utilisateur est responsable de la confidentialité de ses identifiants.

Article 3 – Points. Les points sont acquis selon le barème en vigueur et ne peuvent être ni cédés ni convertis en numéraire.`;

const V2 = `Conditions générales d'utilisation du programme de fidélité – version 2

Article 1 – Objet. Les présentes conditions générales régissent l'accès au portail de fidélité réservé aux établissements de santé clients du fabricant, ainsi que l'acquisition et l'utilisation des points attribués au titre de leurs achats de dispositifs médicaux, d'équipements et de services. Toute utilisation du portail vaut acceptation sans réserve des présentes conditions.

Article 2 – Accès au portail. L'accès est strictement personnel et réservé aux personnes habilitées par l'établissement. Chaque utilisateur est responsable de la confidentialité de ses identifiants et s'engage à signaler sans délai toute utilisation non autorisée de son compte. Le fabricant peut suspendre un accès en cas d'usage contraire aux présentes conditions.

Article 3 – Statut et acquisition des points. Le statut de l'établissement est déterminé chaque année à partir du chiffre d'affaires hors taxes réalisé l'année précédente, selon les seuils publiés sur le portail. Les points sont calculés pour 100 € d'achats hors taxes, selon la catégorie des produits et le statut en vigueur. Les frais de livraison et de facturation n'ouvrent pas droit à des points.

Article 4 – Utilisation des points. Les points acquis au cours d'une année civile peuvent être utilisés pour commander des produits et des services du catalogue du programme. Ils ne sont ni cessibles ni convertibles en numéraire. Lorsque le solde de points est insuffisant, le montant restant est facturé hors taxes à l'établissement.

Article 5 – Données personnelles. Les données des utilisateurs sont traitées pour la gestion du programme, conformément au règlement général sur la protection des données. Chaque utilisateur dispose d'un droit d'accès, de rectification et d'effacement qu'il peut exercer auprès du délégué à la protection des données du fabricant.

Article 6 – Droit applicable. Les présentes conditions sont soumises au droit français. Tout litige relatif à leur interprétation ou à leur exécution relève de la compétence des tribunaux français.`;

export function termsVersions(years: readonly number[]): TermsVersionDoc[] {
  const v1Date = `${years[0]}-02-01T00:00:00.000Z`;
  const v2Date = `${years[years.length - 1] - 1}-02-01T00:00:00.000Z`;
  return [
    {
      id: 'terms-v1',
      type: 'termsVersion',
      versionNumber: '1',
      versionDate: v1Date,
      fullText: V1,
      changeDescription: 'Première version',
      isActive: false,
      createdAt: v1Date,
      updatedAt: v2Date,
    },
    {
      id: 'terms-v2',
      type: 'termsVersion',
      versionNumber: '2',
      versionDate: v2Date,
      fullText: V2,
      changeDescription: 'Précisions sur le calcul du statut, les frais exclus des points et la protection des données',
      isActive: true,
      createdAt: v2Date,
      updatedAt: v2Date,
    },
  ];
}
