import { passwordProblem } from '@portail/common';
import { hashPassword } from '../../functions/src/auth/passwords.js';
import { container, readItem } from '../../functions/src/data/cosmos.js';
import { lookupDoc } from '../../functions/src/data/lookups-repository.js';
import { SALES_LINES_COUNTER, salesVersionDoc } from '../../functions/src/data/sales-repository.js';
import {
  gatherSalesIndexChanges,
  salesIndexDocsOfChange,
  salesIndexOfCustomer,
  type IndexedSalesLine,
  type SalesIndexChange,
} from '../../functions/src/domain/sales-index.js';
import { setCounter } from '../../functions/src/data/settings-repository.js';
import { createUser, DuplicateEmailError } from '../../functions/src/data/users-repository.js';
import { rebuildKpiAggregates } from '../../functions/src/services/kpi-rebuild.js';
import { refreshCustomerStats } from '../../functions/src/services/stats-refresh.js';
import { benefitImages } from './benefit-images.js';
import { demoClaims } from './claims.js';
import { uploadBenefitImages, uploadContractFiles, uploadProductImages } from './blobs.js';
import { productImages } from './product-images.js';
import { contractPdf, fileRecords } from './contracts.js';
import { DEMO_EMAILS, DEMO_PASSWORD_DEFAULT } from './demo-accounts.js';
import { assertDemoSeedAllowed } from './profile-guard.js';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { BulkWriter } from './writer.js';
import { buildWorld, type WorldOptions } from './world.js';

export { SEED_SIZES, type SeedSizeName } from './sizes.js';
export { benefitImages } from './benefit-images.js';
export { demoSeedRefusal } from './profile-guard.js';
export { uploadBenefitImages } from './blobs.js';

export interface SeedOptions extends WorldOptions {
  /** Defaults to env DEMO_PASSWORD, then 'Demo!2025'. */
  password?: string;
  /** Upload contract PDFs and the services' images to Blob Storage (default true; tests without Azurite turn it off). */
  uploadBlobs?: boolean;
  /** Bulk calls in flight (default 8). */
  concurrency?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  seed: number;
  now: string;
  years: number[];
  size: { customers: number; products: number; salesLines: number };
  /** Documents written per container. */
  written: Record<string, number>;
  users: number;
  contractFiles: number;
  /** Milliseconds per phase and in total. */
  timings: Record<string, number>;
  durationMs: number;
}

/** True when the demo administrator does not exist: the local stack seeds only then. */
export async function isStoreEmpty(): Promise<boolean> {
  return (await readItem(container('users'), `email:${DEMO_EMAILS.admin}`, `email:${DEMO_EMAILS.admin}`)) === undefined;
}

/**
 * Writes the demo data set through the SDK. Sales lines stream from the generator to the bulk writer,
 * so the bench size (a million lines) does not need the memory of a million lines. Containers must
 * exist (ensureDatabase() locally, Bicep in Azure). Refused unless DEPLOYMENT_PROFILE=local.
 */
export async function seedDemoData(options: SeedOptions = {}): Promise<SeedSummary> {
  // Before anything is written: refused, the store is left as it was.
  assertDemoSeedAllowed();
  const log = options.log ?? (() => {});
  const password = options.password ?? process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT;
  const problem = passwordProblem(password);
  if (problem) throw new Error(`DEMO_PASSWORD ne respecte pas la politique de mot de passe : ${problem}`);
  const started = performance.now();
  const timings: Record<string, number> = {};
  let mark = started;
  const lap = (name: string) => {
    const t = performance.now();
    timings[name] = Math.round(t - mark);
    mark = t;
    log(`  ${name} : ${timings[name]} ms`);
  };

  const world = buildWorld(options);
  const hashing = hashPassword(password); // the API's own parameters; slow: runs while the data is written
  const writer = new BulkWriter(options.concurrency ?? 8);
  lap('génération');

  await writer.write('referenceData', world.referenceItems);
  await writer.write('products', world.products);
  await writer.write(
    'contracts',
    world.contracts.map((c) => c.contract),
  );
  await writer.write('terms', world.terms);
  await writer.write('settings', world.settings);
  await writer.write('customerData', world.addresses);
  await writer.flush();
  lap('référentiels et produits');

  const sales = world.newAccumulator();
  // The search's index (domain/sales-index.ts) is built per customer, as the chunks come customer after
  // customer: only one customer's lines are held at a time, and what its references add to the documents every
  // customer shares, written at the end.
  let indexed: IndexedSalesLine[] = [];
  const shared = new Map<string, SalesIndexChange>();
  const writeIndex = async () => {
    if (!indexed.length) return;
    const { docs, shared: changes } = salesIndexOfCustomer(indexed[0].customerId, indexed);
    await writer.write('salesKeys', docs);
    gatherSalesIndexChanges(shared, changes);
    indexed = [];
  };
  // A few lines of the first customers, for the demo claims that name or link one (claims.ts).
  const claimLines = new Map<string, SalesLineDoc[]>();
  const claimCustomers = new Set(world.plans.slice(0, 2).map((p) => p.doc.id));
  for (const chunk of world.salesChunks(1000)) {
    sales.add(chunk);
    for (const l of chunk)
      if (claimCustomers.has(l.customerId) && (claimLines.get(l.customerId)?.length ?? 0) < 4)
        claimLines.set(l.customerId, [...(claimLines.get(l.customerId) ?? []), l]);
    await writer.write('sales', chunk);
    for (const l of chunk) {
      if (indexed.length && indexed[0].customerId !== l.customerId) await writeIndex();
      const { id, customerId, invoiceNumber, orderNumber, reference, salesRecognitionDate, salesAmount, customerSoldTo, customerReported } = l;
      indexed.push({ id, customerId, invoiceNumber, orderNumber, reference, salesRecognitionDate, salesAmount, customerSoldTo, customerReported });
    }
  }
  await writeIndex();
  await writer.write('salesKeys', [...shared.values()].flatMap(salesIndexDocsOfChange));
  await writer.flush();
  // The admin list of sales lines reads its total from this counter (the writers keep it current).
  await setCounter(SALES_LINES_COUNTER, sales.lines);
  lap(`lignes de vente (${sales.lines})`);

  const derived = world.derive(sales);
  await writer.write('customers', derived.customers);
  // A new sales version for every customer: an API already running drops what it kept of former lines.
  const version = Date.now();
  await writer.write(
    'sales',
    derived.customers.map((c) => salesVersionDoc(c.id, version)),
  );
  await writer.write('customerData', [...derived.points, ...derived.stats, ...derived.orders, ...derived.carts, ...derived.priceLists]);
  await writer.write('termsAcceptances', derived.acceptances);
  const pdfs = await Promise.all(world.contracts.map(async (g) => ({ g, bytes: await contractPdf(g) })));
  const files = pdfs.flatMap(({ g, bytes }) => fileRecords(g, bytes.length));
  await writer.write('customerData', files);
  await writer.write('customerData', demoClaims(derived.customers, claimLines, world.now));
  // Owners of the records whose API paths carry only an id (data/lookups-repository.ts).
  await writer.write('lookups', [
    ...derived.orders.map((o) => lookupDoc('order', o.id, o.customerId)),
    ...files.map((f) => lookupDoc('file', f.id, f.customerId)),
  ]);
  await writer.flush();
  lap('clients, points, statistiques, commandes');

  if (options.uploadBlobs !== false) {
    await uploadContractFiles(pdfs.map(({ g, bytes }) => ({ blobName: g.blobName, bytes })));
    await uploadBenefitImages(benefitImages());
    await uploadProductImages(productImages(world.products));
    lap('fichiers de contrat, images des services et des produits');
  }

  const passwordHash = await hashing;
  let users = 0;
  for (const u of world.users) {
    try {
      await createUser({ ...u, passwordHash });
      users++;
    } catch (err) {
      if (!(err instanceof DuplicateEmailError)) throw err;
    }
  }
  lap('utilisateurs');

  // The KPI rows derive from what was just written in bulk, past the writers that keep them current.
  await rebuildKpiAggregates({ years: world.years.slice(-2), now: world.now });
  // The rebuild wrote the buying groups' rows of last year: the members under the group-volume option take
  // this year's tier from them (the seed's statistics gave each its own).
  const current = world.now.getUTCFullYear();
  for (const id of new Set(world.contracts.filter((g) => g.contract.tierByGroupVolume).flatMap((g) => g.contract.customerIds))) {
    await refreshCustomerStats(id, current, world.now);
  }
  lap('agrégats KPI');

  return {
    seed: world.seed,
    now: world.now.toISOString(),
    years: world.years,
    size: world.size,
    written: { ...writer.written },
    users,
    contractFiles: pdfs.length,
    timings,
    durationMs: Math.round(performance.now() - started),
  };
}
