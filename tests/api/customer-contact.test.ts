/**
 * The contact card's data (customer portal issue, task 1): customers answered to a user who may see them
 * carry salesContact — the exclusive contact's public details (first name, last name, e-mail) and nothing
 * else of that user — or, without a usable contact, the provider's generic sales address.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDoc } from '../../functions/src/model/customers.js';
import { call, session, type Session } from './support/api.js';
import { direct } from './support/direct.js';
import { DEMO } from './support/env.js';
import { messagesTo, waitForMessage } from './support/mail.js';
import { createActiveUser, loginFresh } from './support/users.js';

type Direct = Awaited<ReturnType<typeof direct>>;

let d: Direct;
let admin: Session;
let buyer: Session;
let salesEmail: string;

const JULIEN = { exclusive: true, firstName: 'Julien', lastName: 'Fournier', email: DEMO.commercial };

beforeAll(async () => {
  d = await direct();
  salesEmail = d.settings.SALES_EMAIL;
  [admin, buyer] = await Promise.all([session(DEMO.admin), session(DEMO.customer)]);
});

describe('interlocuteur commercial du client', () => {
  it('le client du CHU porte le nom et l’adresse de son interlocuteur exclusif, rien d’autre de cet utilisateur', async () => {
    const res = await call('GET', 'users/user-infos-with-customers', { token: buyer.token });
    expect(res.status, res.text).toBe(200);
    const [chu] = res.json.customers;
    expect(chu.name).toMatch(/^CHU de Démo/);
    expect(chu.fK_UniqueContact).toBe('user-commercial');
    expect(chu.salesContact).toEqual(JULIEN);
    expect(Object.keys(chu.salesContact).sort()).toEqual(['email', 'exclusive', 'firstName', 'lastName']);
    for (const secret of ['passwordHash', 'argon2', 'passwordToken', 'tokensValidAfter', 'customerIds', 'COMMERCIAL']) expect(res.text).not.toContain(secret);
  });

  it('les statistiques du client portent le même interlocuteur', async () => {
    const infos = await call('GET', 'users/user-infos-with-customers', { token: buyer.token });
    const res = await call('GET', `statsContract/customer/${infos.json.customers[0].id}`, { token: buyer.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.customer.salesContact).toEqual(JULIEN);
  });

  it('sans interlocuteur utilisable (aucun, utilisateur client, compte désactivé) : l’adresse commerciale générique', async () => {
    const generic = { exclusive: false, firstName: null, lastName: null, email: salesEmail };
    // A customer of its own, and a fresh customer user linked to it only.
    const customerId = `cust-contact-${randomUUID().slice(0, 8)}`;
    const now = new Date().toISOString();
    const doc: CustomerDoc = {
      id: customerId,
      type: 'customer',
      number: customerId.slice(-9),
      name: 'Clinique sans interlocuteur',
      phone: '',
      email: '',
      city: 'Lyon',
      address: '',
      zipCode: '69000',
      buyingGroupId: null,
      buyingGroupName: null,
      manualStatus: {},
      status: 0,
      statusYear: new Date().getUTCFullYear(),
      fK_UniqueContact: null,
      relatedCustomerIds: [],
      active: true,
      logo: null,
      createdAt: now,
      updatedAt: now,
      searchText: '',
    };
    const customers = d.cosmos.container('customers');
    await customers.items.create(doc);
    const fresh = await createActiveUser(admin.token, 'CUSTOMER', 'contact');
    await d.users.updateUser(fresh.id, (u) => ({ ...u, customerIds: [customerId] }));
    const token = (await loginFresh(fresh)).token;
    const contactOf = async () => {
      const res = await call('GET', 'users/user-infos-with-customers', { token });
      expect(res.status, res.text).toBe(200);
      return res.json.customers.find((c: { id: string }) => c.id === customerId)?.salesContact;
    };

    expect(await contactOf()).toEqual(generic);
    // Another customer user as "contact": their address is not disclosed.
    await customers.item(customerId, customerId).patch([{ op: 'set', path: '/fK_UniqueContact', value: buyer.user.id }]);
    expect(await contactOf()).toEqual(generic);
    // A deactivated staff user is not shown either.
    const staff = await createActiveUser(admin.token, 'COMMERCIAL', 'contact-staff');
    await customers.item(customerId, customerId).patch([{ op: 'set', path: '/fK_UniqueContact', value: staff.id }]);
    expect(await contactOf()).toEqual({ exclusive: true, firstName: 'Camille', lastName: 'Essai', email: staff.email });
    await d.users.updateUser(staff.id, (u) => ({ ...u, active: false }));
    expect(await contactOf()).toEqual(generic);
  });

  it('un utilisateur ne voit pas l’interlocuteur d’un client qui n’est pas le sien', async () => {
    const group = await session(DEMO.group);
    const infos = await call('GET', 'users/user-infos-with-customers', { token: group.token });
    const other = infos.json.customers[0].id;
    const res = await call('GET', `statsContract/customer/${other}`, { token: buyer.token });
    expect([403, 404]).toContain(res.status);
    expect(res.text).not.toContain(DEMO.commercial);
  });

  it('le message du formulaire de contact va à l’interlocuteur nommé sur la page, jamais à une adresse choisie par l’appelant', async () => {
    const infos = await call('GET', 'users/user-infos-with-customers', { token: buyer.token });
    const chu = infos.json.customers[0];
    const about = `contact-${randomUUID().slice(0, 8)}`;
    const message = { nom: 'Martinez-Lefebvre', prenom: 'Anne-Charlotte', select: 'Commercial', customer: chu.id, message: `Demande ${about}` };
    const [toContact, toTeam] = await Promise.all([messagesTo(DEMO.commercial), messagesTo(salesEmail)]);

    const redirected = await call('POST', 'email', { token: buyer.token, body: { ...message, to: 'ailleurs@exemple.test' } });
    expect(redirected.status, redirected.text).toBe(400);

    const res = await call('POST', 'email', { token: buyer.token, body: message });
    expect(res.status, res.text).toBe(200);
    const mail = await waitForMessage(DEMO.commercial, toContact.length, 10_000, about);
    expect(mail.text).toContain('Expéditeur : Anne-Charlotte Martinez-Lefebvre');
    expect((await messagesTo(salesEmail)).slice(toTeam.length).filter((m) => m.text.includes(about))).toEqual([]);
    expect((await messagesTo('ailleurs@exemple.test')).filter((m) => m.text.includes(about))).toEqual([]);
  });
});
