import type { ImportTable } from '../model/imports.js';

/**
 * The columns each import reads (back-office.md section 3), with the French label the template uses.
 * A header matches a column when its normalised text (headerKey) equals the key, the label or an alias.
 */
export type ColumnKind = 'text' | 'number' | 'integer' | 'date' | 'boolean';

export interface ImportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  required?: boolean;
  aliases?: string[];
  /** One line for the template's notes sheet. */
  note?: string;
}

const CLASSIFICATION: ImportColumn[] = [
  { key: 'franchise', label: 'Franchise', kind: 'text' },
  { key: 'franchiseGroup', label: 'Groupe de franchises', kind: 'text' },
  { key: 'subFranchise', label: 'Sous-franchise', kind: 'text' },
  { key: 'gimBrand', label: 'Marque', kind: 'text' },
  { key: 'gimItemType', label: "Type d'article", kind: 'text' },
  { key: 'gimSubBrand', label: 'Sous-marque', kind: 'text' },
  { key: 'sapg', label: 'SAPG', kind: 'text' },
  { key: 'gimCustom', label: 'Regroupement GIM', kind: 'text' },
  { key: 'sapgCustom', label: 'Regroupement SAPG', kind: 'text' },
];

const SALES: ImportColumn[] = [
  {
    key: 'customerSoldTo',
    label: 'N° client facturé',
    kind: 'text',
    required: true,
    aliases: ['customerSoldToNumber', 'soldTo', 'client facturé'],
    note: 'Numéro du client facturé.',
  },
  { key: 'customerSoldToName', label: 'Nom client facturé', kind: 'text', aliases: ['soldToName'] },
  {
    key: 'customerReported',
    label: 'N° client déclaré',
    kind: 'text',
    required: true,
    aliases: ['customerReportedNumber', 'reportedCustomer', 'client déclaré'],
    note: 'Numéro du client à qui la vente est attribuée : il doit exister dans le portail.',
  },
  { key: 'customerReportedName', label: 'Nom client déclaré', kind: 'text', aliases: ['reportedCustomerName'] },
  { key: 'invoiceNumber', label: 'N° de facture', kind: 'text', required: true, aliases: ['facture', 'numéro de facture'] },
  { key: 'orderNumber', label: 'N° de commande', kind: 'text', required: true, aliases: ['commande', 'numéro de commande'] },
  {
    key: 'lineNumber',
    label: 'N° de ligne',
    kind: 'text',
    aliases: ['line', 'ligne', 'numéro de ligne', 'invoiceLine'],
    note: 'Facultatif : distingue deux lignes de même facture, commande et référence.',
  },
  {
    key: 'reference',
    label: 'Référence',
    kind: 'text',
    required: true,
    aliases: ['ref', 'productReference'],
    note: 'Référence produit ; une référence inconnue est importée avec un avertissement.',
  },
  { key: 'description', label: 'Désignation', kind: 'text', aliases: ['libellé'] },
  {
    key: 'salesAmount',
    label: 'Montant HT',
    kind: 'number',
    required: true,
    aliases: ['montant', 'amount', 'chiffre d’affaires'],
    note: 'Montant en euros HT, négatif pour un avoir (virgule ou point).',
  },
  { key: 'invoiceQuantity', label: 'Quantité facturée', kind: 'number', required: true, aliases: ['quantité', 'quantity', 'qty'] },
  {
    key: 'salesRecognitionDate',
    label: 'Date de reconnaissance',
    kind: 'date',
    required: true,
    aliases: ['date', 'date de vente', 'salesDate'],
    note: 'Date Excel, jj/mm/aaaa ou aaaa-mm-jj.',
  },
  { key: 'currency', label: 'Devise', kind: 'text' },
  { key: 'uom', label: 'Unité', kind: 'text' },
  { key: 'city', label: 'Ville', kind: 'text' },
  { key: 'buyingGroupName', label: "Groupement d'achat", kind: 'text', aliases: ['buyingGroup'] },
  ...CLASSIFICATION,
];

const PRODUCTS: ImportColumn[] = [
  { key: 'reference', label: 'Référence', kind: 'text', required: true, aliases: ['ref'], note: 'Clé du produit : une référence existante est mise à jour.' },
  { key: 'gimID', label: 'GIM ID', kind: 'integer' },
  { key: 'description', label: 'Description', kind: 'text', required: true },
  { key: 'descriptionLocal', label: 'Désignation', kind: 'text', aliases: ['description locale', 'libellé'] },
  { key: 'price', label: 'Prix en points', kind: 'number', required: true, aliases: ['prix', 'points'] },
  { key: 'tva', label: 'TVA', kind: 'number', aliases: ['vat', 'taux de TVA'], note: 'Taux en pourcentage : 20, 10, 5,5 ou 2,1.' },
  { key: 'currency', label: 'Devise', kind: 'text' },
  { key: 'lppr', label: 'LPPR', kind: 'text' },
  { key: 'gtinCode', label: 'GTIN', kind: 'text', aliases: ['gtin'] },
  { key: 'primaryUOM', label: 'Unité principale', kind: 'text' },
  { key: 'gimUOM', label: 'Unité GIM', kind: 'text' },
  { key: 'gimPackContent', label: 'Contenu du colis', kind: 'integer', aliases: ['packContent'] },
  { key: 'gimSterilityFlag', label: 'Stérile', kind: 'boolean', aliases: ['sterilityFlag'] },
  ...CLASSIFICATION.filter((c) => c.key !== 'gimCustom' && c.key !== 'sapgCustom'),
  { key: 'gimProductLine', label: 'Ligne de produits', kind: 'text' },
  { key: 'targetProductGroup', label: 'Groupe de produits cible', kind: 'text' },
  ...CLASSIFICATION.filter((c) => c.key === 'gimCustom' || c.key === 'sapgCustom'),
  { key: 'currentCost', label: 'Coût de revient', kind: 'number', aliases: ['cost', 'coût'] },
  { key: 'quantity', label: 'Quantité', kind: 'integer' },
  { key: 'active', label: 'Actif', kind: 'boolean', note: 'oui/non, vrai/faux ou 1/0.' },
  { key: 'stage', label: 'Étape', kind: 'text', note: 'pre-op, per-op ou post-op.' },
  { key: 'category', label: 'Catégorie', kind: 'text', note: 'capital, consommable, implant ou services.' },
];

const PRICE_LIST: ImportColumn[] = [
  { key: 'reference', label: 'Référence', kind: 'text', required: true, aliases: ['ref'], note: 'Référence produit.' },
  { key: 'description', label: 'Désignation', kind: 'text', aliases: ['libellé'] },
  { key: 'price', label: 'Prix en points', kind: 'number', required: true, aliases: ['prix', 'points'] },
];

export const IMPORT_COLUMNS: Record<ImportTable, ImportColumn[]> = { strykerCommands: SALES, products: PRODUCTS, 'price-list': PRICE_LIST };

/** What the e-mail and the screens call each table. */
export const TABLE_LABELS: Record<ImportTable, string> = { strykerCommands: 'commandes Stryker', products: 'produits', 'price-list': 'liste de prix' };

/** Columns whose values identify a record (the natural key): a second row with the same key is a duplicate. */
export const NATURAL_KEY: Record<ImportTable, string[]> = {
  strykerCommands: ['invoiceNumber', 'orderNumber', 'reference', 'lineNumber'],
  products: ['reference'],
  'price-list': ['reference'],
};
