import type { ContactRequest, SalesContact } from '@portail/common';
import { describe, expect, it } from 'vitest';
import type { CustomerDoc } from '../../model/customers.js';
import { contactMail } from './contact-mail.js';

const customer = { id: 'c1', name: 'CHU de Lille', number: '590000001' } as CustomerDoc;
const request: ContactRequest = { nom: 'Martinez-Dupont', prenom: 'Hélène-Marie', select: 'Commercial', customer: 'c1', message: 'Bonjour <b>équipe</b>' };
const exclusive: SalesContact = { exclusive: true, firstName: 'Julien', lastName: 'Fournier', email: 'commercial@demo.test' };
const team: SalesContact = { exclusive: false, firstName: null, lastName: null, email: 'ventes@exemple.test' };

describe('contactMail', () => {
  it('goes to the customer’s exclusive contact named on the page, the writer in copy and as reply-to', () => {
    const mail = contactMail(request, customer, exclusive, 'helene@chu.test');
    expect(mail).toMatchObject({ to: 'commercial@demo.test', cc: 'helene@chu.test', replyTo: 'helene@chu.test' });
    expect(mail.subject).toBe('[Portail fidélité] Commercial – CHU de Lille (590000001)');
    expect(mail.text).toContain('Expéditeur : Hélène-Marie Martinez-Dupont <helene@chu.test>');
    expect(mail.html).toContain('Bonjour &lt;b&gt;équipe&lt;/b&gt;');
  });

  it('goes to the sales team’s address when the customer has no exclusive contact', () => {
    expect(contactMail(request, customer, team, 'helene@chu.test').to).toBe('ventes@exemple.test');
  });
});
