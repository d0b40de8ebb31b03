/** French place and person names for demo data. Cities carry their postcode and département. */

export interface City {
  name: string;
  zipCode: string;
  /** Two-digit département code: the first digits of FINESS numbers. */
  dept: string;
  region: string;
  /** University hospital city: CHU names are only built for these. */
  chu: boolean;
}

export const CITIES: readonly City[] = [
  { name: 'Lyon', zipCode: '69003', dept: '69', region: 'Auvergne-Rhône-Alpes', chu: true },
  { name: 'Marseille', zipCode: '13005', dept: '13', region: "Provence-Alpes-Côte d'Azur", chu: true },
  { name: 'Toulouse', zipCode: '31059', dept: '31', region: 'Occitanie', chu: true },
  { name: 'Bordeaux', zipCode: '33076', dept: '33', region: 'Nouvelle-Aquitaine', chu: true },
  { name: 'Lille', zipCode: '59037', dept: '59', region: 'Hauts-de-France', chu: true },
  { name: 'Nantes', zipCode: '44093', dept: '44', region: 'Pays de la Loire', chu: true },
  { name: 'Strasbourg', zipCode: '67091', dept: '67', region: 'Grand Est', chu: true },
  { name: 'Montpellier', zipCode: '34295', dept: '34', region: 'Occitanie', chu: true },
  { name: 'Rennes', zipCode: '35033', dept: '35', region: 'Bretagne', chu: true },
  { name: 'Grenoble', zipCode: '38043', dept: '38', region: 'Auvergne-Rhône-Alpes', chu: true },
  { name: 'Dijon', zipCode: '21079', dept: '21', region: 'Bourgogne-Franche-Comté', chu: true },
  { name: 'Angers', zipCode: '49933', dept: '49', region: 'Pays de la Loire', chu: true },
  { name: 'Nancy', zipCode: '54035', dept: '54', region: 'Grand Est', chu: true },
  { name: 'Tours', zipCode: '37044', dept: '37', region: 'Centre-Val de Loire', chu: true },
  { name: 'Clermont-Ferrand', zipCode: '63003', dept: '63', region: 'Auvergne-Rhône-Alpes', chu: true },
  { name: 'Rouen', zipCode: '76031', dept: '76', region: 'Normandie', chu: true },
  { name: 'Brest', zipCode: '29609', dept: '29', region: 'Bretagne', chu: true },
  { name: 'Limoges', zipCode: '87042', dept: '87', region: 'Nouvelle-Aquitaine', chu: true },
  { name: 'Amiens', zipCode: '80054', dept: '80', region: 'Hauts-de-France', chu: true },
  { name: 'Poitiers', zipCode: '86021', dept: '86', region: 'Nouvelle-Aquitaine', chu: true },
  { name: 'Reims', zipCode: '51092', dept: '51', region: 'Grand Est', chu: true },
  { name: 'Nice', zipCode: '06001', dept: '06', region: "Provence-Alpes-Côte d'Azur", chu: true },
  { name: 'Saint-Étienne', zipCode: '42055', dept: '42', region: 'Auvergne-Rhône-Alpes', chu: true },
  { name: 'Caen', zipCode: '14033', dept: '14', region: 'Normandie', chu: true },
  { name: 'Besançon', zipCode: '25030', dept: '25', region: 'Bourgogne-Franche-Comté', chu: true },
  { name: 'Annecy', zipCode: '74370', dept: '74', region: 'Auvergne-Rhône-Alpes', chu: false },
  { name: 'Valence', zipCode: '26953', dept: '26', region: 'Auvergne-Rhône-Alpes', chu: false },
  { name: 'Chambéry', zipCode: '73011', dept: '73', region: 'Auvergne-Rhône-Alpes', chu: false },
  { name: 'Avignon', zipCode: '84902', dept: '84', region: "Provence-Alpes-Côte d'Azur", chu: false },
  { name: 'Toulon', zipCode: '83056', dept: '83', region: "Provence-Alpes-Côte d'Azur", chu: false },
  { name: 'Perpignan', zipCode: '66046', dept: '66', region: 'Occitanie', chu: false },
  { name: 'Nîmes', zipCode: '30029', dept: '30', region: 'Occitanie', chu: true },
  { name: 'Pau', zipCode: '64046', dept: '64', region: 'Nouvelle-Aquitaine', chu: false },
  { name: 'Bayonne', zipCode: '64109', dept: '64', region: 'Nouvelle-Aquitaine', chu: false },
  { name: 'La Rochelle', zipCode: '17019', dept: '17', region: 'Nouvelle-Aquitaine', chu: false },
  { name: 'Le Mans', zipCode: '72037', dept: '72', region: 'Pays de la Loire', chu: false },
  { name: 'Orléans', zipCode: '45067', dept: '45', region: 'Centre-Val de Loire', chu: false },
  { name: 'Chartres', zipCode: '28018', dept: '28', region: 'Centre-Val de Loire', chu: false },
  { name: 'Metz', zipCode: '57038', dept: '57', region: 'Grand Est', chu: false },
  { name: 'Mulhouse', zipCode: '68070', dept: '68', region: 'Grand Est', chu: false },
  { name: 'Colmar', zipCode: '68024', dept: '68', region: 'Grand Est', chu: false },
  { name: 'Troyes', zipCode: '10003', dept: '10', region: 'Grand Est', chu: false },
  { name: 'Vannes', zipCode: '56017', dept: '56', region: 'Bretagne', chu: false },
  { name: 'Lorient', zipCode: '56322', dept: '56', region: 'Bretagne', chu: false },
  { name: 'Quimper', zipCode: '29107', dept: '29', region: 'Bretagne', chu: false },
  { name: 'Saint-Malo', zipCode: '35403', dept: '35', region: 'Bretagne', chu: false },
  { name: 'Cherbourg-en-Cotentin', zipCode: '50102', dept: '50', region: 'Normandie', chu: false },
  { name: 'Le Havre', zipCode: '76083', dept: '76', region: 'Normandie', chu: false },
  { name: 'Dunkerque', zipCode: '59385', dept: '59', region: 'Hauts-de-France', chu: false },
  { name: 'Arras', zipCode: '62022', dept: '62', region: 'Hauts-de-France', chu: false },
  { name: 'Beauvais', zipCode: '60021', dept: '60', region: 'Hauts-de-France', chu: false },
  { name: 'Versailles', zipCode: '78157', dept: '78', region: 'Île-de-France', chu: false },
  { name: 'Créteil', zipCode: '94010', dept: '94', region: 'Île-de-France', chu: false },
  { name: 'Argenteuil', zipCode: '95107', dept: '95', region: 'Île-de-France', chu: false },
  { name: 'Meaux', zipCode: '77104', dept: '77', region: 'Île-de-France', chu: false },
  { name: 'Ajaccio', zipCode: '20090', dept: '20', region: 'Corse', chu: false },
  { name: 'Bourges', zipCode: '18020', dept: '18', region: 'Centre-Val de Loire', chu: false },
  { name: 'Niort', zipCode: '79021', dept: '79', region: 'Nouvelle-Aquitaine', chu: false },
  { name: 'Agen', zipCode: '47923', dept: '47', region: 'Nouvelle-Aquitaine', chu: false },
  { name: 'Albi', zipCode: '81013', dept: '81', region: 'Occitanie', chu: false },
];

export const STREET_TYPES = ['rue', 'avenue', 'boulevard', 'place', 'allée', 'chemin', 'quai', 'route'] as const;

export const STREET_NAMES = [
  'du Professeur Calmette', 'Pasteur', 'Victor Hugo', 'Jean Jaurès', 'de la République', 'du Général de Gaulle',
  'Claude Bernard', 'Ambroise Paré', 'des Tilleuls', 'Saint-Exupéry', 'du Maréchal Foch', 'Émile Zola',
  'de Verdun', 'des Écoles', 'Marie Curie', 'Georges Clemenceau', 'Gambetta', 'de la Libération',
  'des Frères Lumière', 'du Docteur Roux', 'René Laennec', 'Albert Camus', 'des Peupliers', 'du Stade',
  'Henri Dunant', 'de la Gare', 'Jean Moulin', 'du 8 Mai 1945', 'Paul Bert', 'des Cordeliers',
] as const;

export const FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Julie', 'Sarah', 'Claire', 'Sophie', 'Anne', 'Élise', 'Nathalie',
  'Isabelle', 'Céline', 'Aurélie', 'Hélène', 'Thomas', 'Nicolas', 'Julien', 'Maxime', 'Antoine', 'Pierre',
  'Lucas', 'Hugo', 'Mathieu', 'Sébastien', 'François', 'Olivier', 'Laurent', 'Jérôme', 'Benoît', 'Étienne',
] as const;

export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon',
  'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel',
  'Girard', 'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand', 'Garnier',
  'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Chevalier',
] as const;

export const CLINIC_NAMES = [
  'Clinique du Parc', 'Clinique des Cèdres', 'Clinique Saint-Jean', 'Clinique Sainte-Anne', 'Clinique Pasteur',
  'Clinique de l’Union', 'Clinique du Millénaire', 'Clinique Saint-Augustin', 'Clinique des Lilas',
  'Polyclinique du Val', 'Polyclinique Saint-Côme', 'Hôpital privé des Peupliers', 'Hôpital privé Jean Mermoz',
  'Clinique Mutualiste', 'Clinique Jules Verne', 'Clinique de la Sauvegarde', 'Clinique Belledonne',
  'Hôpital privé de la Loire', 'Clinique Bretéché', 'Clinique Saint-Roch', 'Institut de chirurgie orthopédique',
  'Clinique Notre-Dame', 'Clinique du Sport', 'Clinique de l’Anjou',
] as const;

/** Lower-case, accent-free, dash-separated: for e-mail domains and blob names. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
