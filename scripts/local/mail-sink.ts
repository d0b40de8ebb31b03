import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

/**
 * Stands in for SendGrid's servers: accepts POST /v3/mail/send as SendGrid does (202), keeps every
 * message, and shows them on http://127.0.0.1:<port>/ (JSON at /messages for tests).
 */
export interface SinkMessage {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string;
}

interface SendGridPayload {
  from?: { email?: string };
  personalizations?: { to?: { email: string }[]; cc?: { email: string }[] }[];
  subject?: string;
  content?: { type: string; value: string }[];
}

export function startMailSink(port: number, journal?: string): Promise<Server> {
  const messages: SinkMessage[] =
    journal && existsSync(journal)
      ? readFileSync(journal, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as SinkMessage)
      : [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/v3/mail/send') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SendGridPayload;
      const p = payload.personalizations?.[0] ?? {};
      const message: SinkMessage = {
        id: messages.length + 1,
        receivedAt: new Date().toISOString(),
        from: payload.from?.email ?? '',
        to: (p.to ?? []).map((t) => t.email),
        cc: (p.cc ?? []).map((t) => t.email),
        subject: payload.subject ?? '',
        text: payload.content?.find((c) => c.type === 'text/plain')?.value ?? '',
        html: payload.content?.find((c) => c.type === 'text/html')?.value ?? '',
      };
      messages.push(message);
      if (journal) appendFileSync(journal, `${JSON.stringify(message)}\n`);
      res.writeHead(202).end();
    } else if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.some((t) => t.toLowerCase() === to)) : messages;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
    } else if (req.method === 'GET' && url.pathname === '/') {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" })
        .end(page(messages));
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: SinkMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) =>
        `<article><h2>${esc(m.subject)}</h2><p><small>${esc(m.receivedAt)} — de ${esc(m.from)} à ${esc(m.to.join(', '))}${m.cc.length ? ` (copie ${esc(m.cc.join(', '))})` : ''}</small></p><pre>${esc(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte aux lettres locale</title><style>body{font-family:system-ui;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid;padding:1rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Boîte aux lettres locale (${messages.length})</h1>${items || '<p>Aucun message.</p>'}</body></html>`;
}
