import type { SinkMessage } from '../../../scripts/local/mail-sink.js';
import { MAIL_URL } from './env.js';

export type { SinkMessage } from '../../../scripts/local/mail-sink.js';

export async function messagesTo(address: string): Promise<SinkMessage[]> {
  const res = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`Boîte aux lettres locale : ${res.status}`);
  return (await res.json()) as SinkMessage[];
}

export async function allMessages(): Promise<SinkMessage[]> {
  const res = await fetch(`${MAIL_URL}/messages`);
  return (await res.json()) as SinkMessage[];
}

/**
 * Waits for a message to the address beyond the first `known` ones (mail may be sent after the answer). With
 * `about`, the first new one whose text has it: background work of an earlier file (an import's summary, a
 * poisoned job) may still write to the same address meanwhile.
 */
export async function waitForMessage(address: string, known: number, timeoutMs = 10_000, about?: string): Promise<SinkMessage> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = (await messagesTo(address)).slice(known);
    const found = about === undefined ? list[list.length - 1] : list.find((m) => m.text.includes(about));
    if (found) return found;
    if (Date.now() > until) throw new Error(`Aucun nouveau message pour ${address} après ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The password link of a message: /resetpassword?userId=...&token=... */
export function passwordLink(message: SinkMessage): URL {
  const found = /https?:\/\/[^\s"<>]+\/resetpassword\?[^\s"<>]+/.exec(message.text);
  if (!found) throw new Error(`Pas de lien de mot de passe dans « ${message.subject} »`);
  return new URL(found[0]);
}

export function linkParams(message: SinkMessage): { userId: string; token: string } {
  const url = passwordLink(message);
  return { userId: url.searchParams.get('userId') ?? '', token: (url.searchParams.get('token') ?? '').replace(/ /g, '+') };
}
