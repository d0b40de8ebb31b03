/**
 * A reset request is limited per client address as well as per account (domain/allowances.ts): the 429 a
 * caller sees, through the pipeline, against a Cosmos DB server and an Azurite queue in memory.
 */
import { peekJson, startAzuriteQueue } from '../../testing/azurite-queue.js';
import { looksFrench } from '../../testing/french.js';
import azureFunctions from '@azure/functions';
import { startMemoryCosmos, type MemoryCosmos } from '../../testing/memory-cosmos.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWANCES } from '../../domain/allowances.js';

const { HttpRequest, InvocationContext } = azureFunctions;

let cosmos: MemoryCosmos | undefined;
let queues: Awaited<ReturnType<typeof startAzuriteQueue>>;
let pipeline: typeof import('../../http/pipeline.js');
let askResetPassword: typeof import('./auth-ask-reset-password.js').askResetPassword;

beforeAll(async () => {
  queues = await startAzuriteQueue();
  cosmos = await startMemoryCosmos('portail-essai-reinit-adresse', { env: { AzureWebJobsStorage: queues.connectionString } });
  pipeline = await import('../../http/pipeline.js');
  askResetPassword = (await import('./auth-ask-reset-password.js')).askResetPassword;
}, 60_000);

afterAll(async () => {
  queues?.stop();
  await cosmos?.close();
});

describe('demandes de réinitialisation par adresse du client', () => {
  const ask = async (email: string, address: string) => {
    const request = new HttpRequest({
      method: 'POST',
      url: 'http://localhost/api/Authenticate/askresetpassword',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: { string: JSON.stringify({ email }) },
    });
    const res = await pipeline.toHttpHandler(askResetPassword)(
      request,
      new InvocationContext({ functionName: 'askResetPassword', invocationId: crypto.randomUUID() }),
    );
    return { status: res.status ?? 200, headers: (res.headers ?? {}) as Record<string, string>, json: JSON.parse(String(res.body)) };
  };

  it('au-delà de la limite, une même adresse est refusée (429, Retry-After, rien en file) quel que soit le compte ; une autre adresse passe', async () => {
    const { limit } = ALLOWANCES.resetRequestByAddress;
    for (let i = 0; i < limit; i++) expect((await ask(`compte-${i}@essai.test`, '198.51.100.7')).status).toBe(200);
    const refused = await ask('compte-de-trop@essai.test', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
    expect(looksFrench(refused.json.error.message)).toBe(true);
    const queued = (await peekJson(queues.service, 'password-reset-requests')) as { email?: string }[];
    expect(queued.some((m) => m.email === 'compte-de-trop@essai.test')).toBe(false);
    expect((await ask('compte-de-trop@essai.test', '198.51.100.8')).status).toBe(200);
  }, 60_000);
});
