import { container } from './cosmos.js';
import type { AddressDoc } from '../model/addresses.js';

/** Addresses of a customer, billing (0) before delivery (1) (one partition). */
export async function addressesOfCustomer(customerId: string): Promise<AddressDoc[]> {
  const { resources } = await container('customerData')
    .items.query<AddressDoc>(
      { query: "SELECT * FROM c WHERE c.customerId = @customerId AND c.type = 'address'", parameters: [{ name: '@customerId', value: customerId }] },
      { partitionKey: customerId },
    )
    .fetchAll();
  return resources.sort((a, b) => a.addressType - b.addressType || a.addressName.localeCompare(b.addressName, 'fr'));
}
