import { priceListName } from '@portail/common';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { ContractDoc } from '../../functions/src/model/contracts.js';
import type { FileDoc } from '../../functions/src/model/files.js';
import type { PriceListDoc } from '../../functions/src/model/price-lists.js';
import type { ProductDoc } from '../../functions/src/model/products.js';
import { CONTRACT_DOC_TYPE } from '../../functions/src/model/files.js';
import type { CustomerPlan } from './customers.js';
import { slug } from './fr-data.js';
import type { Rng } from './random.js';

export interface GeneratedContract {
  contract: ContractDoc;
  fileName: string;
  blobName: string;
  customers: CustomerPlan[];
}

/**
 * Framework contracts: one for the demo group of three customers, one for the demo CHU, then one per
 * four customers or so; a few expired ones are inactive. Some exclude a franchise or a sub-brand from points.
 */
export function generateContracts(rng: Rng, plans: readonly CustomerPlan[], years: readonly number[], now: string): GeneratedContract[] {
  const r = rng.fork('contracts');
  const first = years[0];
  const last = years[years.length - 1];
  const count = Math.max(3, Math.round(plans.length / 4));
  const rest = plans.slice(4);
  const out: GeneratedContract[] = [];
  for (let k = 0; k < count; k++) {
    const members = k === 0 ? plans.slice(1, 4) : k === 1 ? [plans[0]] : r.sample(rest, r.int(1, 3));
    const expired = k > 1 && r.chance(0.2);
    const label =
      k === 0 ? 'Groupement de démonstration' : members[0].doc.buyingGroupName && members.length > 1 ? members[0].doc.buyingGroupName : members[0].doc.name;
    const startYear = expired ? first : r.pick([first, first + 1]);
    const endDate = expired ? `${first}-12-31` : `${last + 1}-01-15`;
    const name = `Contrat cadre ${label} ${startYear}-${endDate.slice(0, 4)}`;
    const exclusions = { gimSubBrands: [] as string[], franchises: [] as string[] };
    if (k !== 1 && r.chance(0.3)) {
      if (r.chance(0.5)) exclusions.franchises.push(r.pick(['Neurovascular', 'Spine']));
      else exclusions.gimSubBrands.push(r.pick(['Vectra Pro', 'Lumen Evolution', 'Neptis Classic']));
    }
    const id = `contract-${String(k + 1).padStart(3, '0')}`;
    const fileName = `${slug(name)}.pdf`;
    out.push({
      contract: {
        id,
        type: 'contract',
        name,
        active: !expired,
        startDate: `${startYear}-01-01`,
        endDate,
        customerNumbers: members.map((m) => m.doc.number),
        customerIds: members.map((m) => m.doc.id),
        exclusions,
        createdAt: now,
        updatedAt: now,
      },
      fileName,
      blobName: `${id}/${fileName}`,
      customers: members,
    });
  }
  // Issue 33: the buying group whose members' tier comes from the group's volume (the other groups keep their own).
  const grouped = plans.filter((p) => p.doc.buyingGroupName === GROUP_VOLUME_DEMO_GROUP);
  if (grouped.length > 0) {
    const name = `Contrat cadre ${GROUP_VOLUME_DEMO_GROUP} – statut du groupement ${first}-${last + 1}`;
    const id = `contract-${String(count + 1).padStart(3, '0')}`;
    const fileName = `${slug(name)}.pdf`;
    out.push({
      contract: {
        id,
        type: 'contract',
        name,
        active: true,
        startDate: `${first}-01-01`,
        endDate: `${last + 1}-01-15`,
        customerNumbers: grouped.map((m) => m.doc.number),
        customerIds: grouped.map((m) => m.doc.id),
        exclusions: { gimSubBrands: [], franchises: [] },
        tierByGroupVolume: true,
        createdAt: now,
        updatedAt: now,
      },
      fileName,
      blobName: `${id}/${fileName}`,
      customers: grouped,
    });
  }
  return out;
}

/** The demo buying group under « statut calculé sur le chiffre d'affaires du groupement », and the one of groupe@demo.test. */
export const GROUP_VOLUME_DEMO_GROUP = 'RESAH';

export function fileRecords(g: GeneratedContract, fileSize: number): FileDoc[] {
  return g.customers.map((m) => ({
    id: `file-${g.contract.id}-${m.doc.number}`,
    type: 'file',
    customerId: m.doc.id,
    fileName: g.fileName,
    fileSize,
    contentType: 'application/pdf',
    docType: CONTRACT_DOC_TYPE,
    blobName: g.blobName,
    uploadDate: `${g.contract.startDate}T09:00:00.000Z`,
    updatedById: 'user-admin',
    contractId: g.contract.id,
    createdAt: `${g.contract.startDate}T09:00:00.000Z`,
    updatedAt: `${g.contract.startDate}T09:00:00.000Z`,
  }));
}

export function priceLists(rng: Rng, g: GeneratedContract, catalogueOf: (customerId: string) => ProductDoc[], now: string): PriceListDoc[] {
  return g.customers.map((m) => {
    const r = rng.fork('priceList', g.contract.id, m.doc.id);
    return {
      id: `pl-${g.contract.id}-${m.doc.id}`,
      type: 'priceList',
      customerId: m.doc.id,
      contractId: g.contract.id,
      name: priceListName(g.contract.name, g.contract.startDate, g.contract.endDate),
      startDate: g.contract.startDate,
      endDate: g.contract.endDate,
      lines: r.sample(catalogueOf(m.doc.id), r.int(10, 25)).map((p) => ({
        productId: p.id,
        reference: p.reference,
        description: p.descriptionLocal,
        price: Math.round(p.price * r.between(0.85, 0.97)),
      })),
      createdAt: now,
      updatedAt: now,
    };
  });
}

const FIXED_DATE = new Date(Date.UTC(2024, 0, 15, 9, 0, 0));
const formatDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A one-page contract PDF. Dates inside the file are fixed so that the same seed gives the same bytes. */
export async function contractPdf(g: GeneratedContract): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(g.contract.name);
  pdf.setAuthor('Portail Fidélité');
  pdf.setProducer('Portail Fidélité – jeu de démonstration');
  pdf.setCreator('scripts/seed');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const write = (text: string, size = 10, font = regular) => {
    page.drawText(text, { x: 56, y, size, font, color: rgb(0.1, 0.1, 0.15), maxWidth: 483, lineHeight: size * 1.4 });
    y -= size * 1.4 * Math.max(1, Math.ceil(font.widthOfTextAtSize(text, size) / 483)) + 6;
  };
  write(g.contract.name, 16, bold);
  write(`Période : du ${formatDate(g.contract.startDate)} au ${formatDate(g.contract.endDate)}`);
  write('Entre les soussignés', 12, bold);
  write('Le fabricant de dispositifs médicaux, ci-après « le Fournisseur », d’une part,');
  for (const m of g.customers) write(`${m.doc.name}, n° FINESS ${m.doc.number}, ${m.doc.address}, ${m.doc.zipCode} ${m.doc.city},`);
  write('ci-après « l’Établissement », d’autre part.');
  write('Article 1 – Objet', 12, bold);
  write(
    'Le présent contrat définit les conditions de participation de l’Établissement au programme de fidélité : acquisition de points sur les achats, statut annuel et services associés.',
  );
  write('Article 2 – Acquisition des points', 12, bold);
  write(
    'Les points sont calculés pour 100 € d’achats hors taxes selon la catégorie des produits et le statut de l’Établissement, conformément au barème en vigueur.',
  );
  const { franchises, gimSubBrands } = g.contract.exclusions;
  if (franchises.length + gimSubBrands.length > 0) {
    write('Article 3 – Exclusions', 12, bold);
    write(`Les achats suivants n’ouvrent pas droit à des points : ${[...franchises, ...gimSubBrands].join(', ')}.`);
  }
  write('Article 4 – Durée', 12, bold);
  write(
    'Le contrat prend effet à sa date de début et prend fin à sa date de fin, sauf résiliation anticipée notifiée par lettre recommandée avec un préavis de trois mois.',
  );
  write('Fait en deux exemplaires originaux.');
  return pdf.save({ useObjectStreams: false });
}
