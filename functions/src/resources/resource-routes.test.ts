import { REFERENCE_LIST_SPEC, REFERENCE_LISTS, referenceItemInputSchema, referenceItemSchema } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.js';
import { declaredResources, resourceRouteTable } from './declared-resources.js';
import { referenceListDeclarations } from './reference-lists.js';
import { resourceRoutes } from './resource-routes.js';

describe('les ressources déclarées', () => {
  it('font une déclaration par liste de noms, et leurs routes (cinq sauf mention contraire) dans la table', () => {
    expect(referenceListDeclarations.map((d) => d.path)).toEqual(REFERENCE_LISTS.map((l) => l.name));
    const exports = (d: (typeof declaredResources)[number]) => ((d.operations ?? ['list']).includes('list') && d.exportColumns !== false ? 2 : 0);
    expect(resourceRouteTable).toHaveLength(declaredResources.reduce((n, d) => n + (d.operations?.length ?? 5) + exports(d), 0));
    for (const r of resourceRouteTable) expect(routes).toContain(r);
  });

  it('donnent à chaque liste ses cinq routes, avec leurs droits', () => {
    const shape = resourceRoutes(referenceListDeclarations.find((d) => d.path === 'gimSubBrands')!).map((r) => [
      r.name,
      r.method,
      r.path,
      r.access,
      r.paged ?? false,
    ]);
    expect(shape).toEqual([
      ['listGimSubBrands', 'GET', 'gimSubBrands', 'staff', true],
      ['getGimSubBrand', 'GET', 'gimSubBrands/{id}', 'staff', false],
      ['createGimSubBrand', 'POST', 'gimSubBrands', 'admin', false],
      ['updateGimSubBrand', 'PUT', 'gimSubBrands/{id}', 'admin', false],
      ['deleteGimSubBrand', 'DELETE', 'gimSubBrands/{id}', 'admin', false],
      ['exportGimSubBrands', 'GET', 'gimSubBrands/export', 'staff', false],
      ['queueExportGimSubBrands', 'POST', 'gimSubBrands/export', 'staff', false],
    ]);
  });

  it('gardent des noms de fonction et des couples méthode-chemin uniques dans toute la table', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = routes.map((r) => `${r.method} ${r.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rendent une treizième liste aussi simple qu’une ligne de plus', () => {
    const base = referenceListDeclarations[0]!;
    const thirteenth = resourceRoutes({ ...base, path: 'surgicalSpecialties', singular: 'surgicalSpecialty', title: 'Spécialités chirurgicales' });
    expect(thirteenth.map((r) => `${r.method} ${r.path} ${r.name}`)).toEqual([
      'GET surgicalSpecialties listSurgicalSpecialties',
      'GET surgicalSpecialties/{id} getSurgicalSpecialty',
      'POST surgicalSpecialties createSurgicalSpecialty',
      'PUT surgicalSpecialties/{id} updateSurgicalSpecialty',
      'DELETE surgicalSpecialties/{id} deleteSurgicalSpecialty',
      'GET surgicalSpecialties/export exportSurgicalSpecialties',
      'POST surgicalSpecialties/export queueExportSurgicalSpecialties',
    ]);
  });

  it('ne génèrent que les lectures d’une liste déclarée en lecture seule', () => {
    const sales = resourceRouteTable.filter((r) => r.path === 'strykerCommands');
    expect(sales.map((r) => `${r.method} ${r.name} ${r.access}`)).toEqual(['GET listStrykerCommands admin']);
    expect(resourceRouteTable.filter((r) => r.path === 'strykerCommands/export').map((r) => r.name)).toEqual([
      'exportStrykerCommands',
      'queueExportStrykerCommands',
    ]);
    const users = resourceRouteTable.filter((r) => r.path.startsWith('users'));
    expect(users.map((r) => `${r.name} ${r.access}`)).toEqual(['listUsers admin', 'getUser admin', 'exportUsers admin', 'queueExportUsers admin']);
    // Customers are read by staff (a commercial user: their own customers only) and written by administrators.
    const customers = resourceRouteTable.filter((r) => r.path.startsWith('customers'));
    expect(customers.map((r) => `${r.name} ${r.access}`)).toEqual([
      'listCustomers staff',
      'getCustomer staff',
      'createCustomer admin',
      'updateCustomer admin',
      'deleteCustomer admin',
      'exportCustomers staff',
      'queueExportCustomers staff',
    ]);
  });

  it('placent les écritures d’un élément sous son propre chemin quand la liste est ailleurs (adresses)', () => {
    const addresses = resourceRouteTable.filter((r) => r.path.startsWith('address'));
    expect(addresses.map((r) => `${r.method} ${r.path} ${r.name} ${r.access}`)).toEqual([
      'GET address/withcustomerdetails listAddressesWithCustomerDetails staff',
      'POST address createAddress admin',
      'PUT address/{id} updateAddress admin',
      'DELETE address/{id} deleteAddress admin',
      'GET address/withcustomerdetails/export exportAddressesWithCustomerDetails staff',
      'POST address/withcustomerdetails/export queueExportAddressesWithCustomerDetails staff',
    ]);
    for (const path of ['contracts', 'priceList']) {
      expect(resourceRouteTable.filter((r) => r.path === path || r.path === `${path}/{id}`).map((r) => `${r.method} ${r.access}`)).toEqual([
        'GET staff',
        'POST admin',
        'PUT admin',
        'DELETE admin',
      ]);
    }
  });

  it('valident les entrées avec les schémas de common, messages en français', () => {
    const create = resourceRouteTable.find((r) => r.name === 'createFranchise')!;
    expect(create.body).toBe(referenceItemInputSchema);
    expect(create.response).toBe(referenceItemSchema);
    const r = referenceItemInputSchema.safeParse({ name: '   ' });
    expect(r.error?.issues[0]?.message).toBe('Ce champ est obligatoire');
    const list = resourceRouteTable.find((r) => r.name === 'listFranchises')!;
    expect(list.query!.parse({})).toEqual({ pageNumber: 1, pageSize: REFERENCE_LIST_SPEC.pageSize, order: { field: 'name', direction: 'asc' } });
  });
});
