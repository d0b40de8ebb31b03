import { getJson, login, type Customer } from './api-client.js';
import { readScenario, type ScenarioResult } from './scenario.js';

/** The customer portal's reads at the default data size; the checkout is beside its same-database floor (same-database-scenarios.ts). */
export async function runApiScenarios(api: string): Promise<ScenarioResult[]> {
  const token = await login(api, 'acheteur@chu-demo.test');
  const { customers } = await getJson<{ customers: Customer[] }>(`${api}/api/users/user-infos-with-customers`, token);
  const id = customers[0].id;
  return [
    await readScenario('Accueil : statistiques du client', api, `/api/statsContract/customer/${id}`, token, { targetP99: 50 }),
    await readScenario('Catalogue : une page de produits', api, `/api/products/GetAllForCustomer?Customer=${id}&pageNumber=1`, token, { targetP99: 50 }),
    await readScenario('Commandes Programme : une page', api, `/api/orderOneStryker/customer/${id}/query?pageNumber=1`, token, { targetP99: 50 }),
  ];
}
