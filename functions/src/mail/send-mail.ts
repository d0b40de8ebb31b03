import { Client } from '@sendgrid/client';
import sgMail from '@sendgrid/mail';
import { config } from '../config.js';
import { throwIfBudgetSpent } from '../context/request-budget.js';

export interface Mail {
  to: string;
  cc?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

let ready = false;

function setUp(): void {
  if (ready) return;
  const { apiKey, baseUrl } = config().mail;
  // @sendgrid/mail keeps its own client: only a client of ours redirects it (to the local sink).
  const client = new Client();
  client.setApiKey(apiKey);
  if (baseUrl) client.setDefaultRequest('baseUrl', baseUrl);
  sgMail.setClient(client);
  ready = true;
}

export async function sendMail(mail: Mail): Promise<void> {
  setUp();
  // A request past its budget already answered 503: a mail now would announce what the caller was told failed.
  throwIfBudgetSpent();
  await sgMail.send({
    from: config().mail.from,
    to: mail.to,
    ...(mail.cc ? { cc: mail.cc } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}

/** Minimal HTML escaping for values placed in mail bodies. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
