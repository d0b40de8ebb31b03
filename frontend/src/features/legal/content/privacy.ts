import type { LegalDocument } from './legal-document';

export const privacy: LegalDocument = [
  {
    title: 'Objet de cette déclaration',
    paragraphs: [
      'La présente déclaration explique comment {provider} recueille, utilise et protège les données personnelles des utilisateurs du Portail Fidélité, espace réservé aux établissements de santé clients et à leurs collaborateurs.',
      'Elle s’applique uniquement à ce portail. Les autres sites de {provider} disposent de leur propre politique de confidentialité.',
    ],
  },
  {
    title: 'Données recueillies',
    paragraphs: [
      'Nous traitons les données nécessaires à la gestion de votre compte : nom, prénom, adresse email professionnelle, établissement de rattachement et rôle.',
      'Nous traitons également les données liées au programme de fidélité : chiffre d’affaires, points acquis et utilisés, commandes, adresses de facturation et de livraison, ainsi que la date d’acceptation des conditions générales.',
      'Des journaux techniques (date de connexion, adresse IP, type de navigateur) sont conservés pour assurer la sécurité du service.',
    ],
  },
  {
    title: 'Finalités et bases légales',
    paragraphs: [
      'Ces données servent à vous authentifier, à calculer votre statut et vos points, à traiter vos commandes et à répondre à vos demandes de contact. Ces traitements reposent sur l’exécution du contrat qui lie votre établissement à {provider}.',
      'La conservation des journaux techniques repose sur l’intérêt légitime de {provider} à protéger ses systèmes d’information.',
    ],
  },
  {
    title: 'Durée de conservation',
    paragraphs: [
      'Les données du compte sont conservées pendant toute la durée de la relation contractuelle, puis archivées pendant la durée de prescription légale applicable. Les journaux techniques sont conservés au plus douze mois.',
    ],
  },
  {
    title: 'Destinataires et transferts',
    paragraphs: [
      'Les données sont accessibles aux seules équipes de {provider} chargées du programme et à ses sous-traitants techniques (hébergement, envoi d’emails), tenus à la confidentialité.',
      'Lorsque des données sont transférées hors de l’Union européenne, ces transferts sont encadrés par des clauses contractuelles types approuvées par la Commission européenne.',
    ],
  },
  {
    title: 'Enfants de moins de 16 ans',
    paragraphs: [
      'Ce portail est destiné exclusivement aux professionnels de santé et aux personnels des établissements de santé. Il ne s’adresse pas aux enfants de moins de 16 ans et nous ne recueillons pas sciemment de données les concernant.',
      'Si vous pensez qu’un enfant de moins de 16 ans nous a communiqué des données personnelles, contactez-nous : ces données seront supprimées dans les meilleurs délais.',
    ],
  },
  {
    title: 'Vos droits',
    paragraphs: [
      'Conformément au Règlement général sur la protection des données et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données.',
      'Vous pouvez exercer ces droits au moyen du formulaire de contact du portail. Vous pouvez également introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
    ],
  },
  {
    title: 'Cookies et stockage local',
    paragraphs: [
      'Le portail n’utilise aucun cookie publicitaire ni de mesure d’audience. Il conserve dans le stockage local de votre navigateur le jeton de session, votre profil et le client sélectionné, afin de maintenir votre connexion. Ces informations sont effacées à la déconnexion.',
    ],
  },
];
