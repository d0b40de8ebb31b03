import { QueueServiceClient } from '@azure/storage-queue';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const AZURITE_QUEUE = fileURLToPath(new URL('../../../node_modules/.bin/azurite-queue', import.meta.url));
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A real Azurite Queue service in memory for an in-process test, so that what the code queues can be read
 * back: its connection string, a client, and stop().
 */
export async function startAzuriteQueue(): Promise<{ connectionString: string; service: QueueServiceClient; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    AZURITE_QUEUE,
    ['--silent', '--skipApiVersionCheck', '--loose', '--disableTelemetry', '--inMemoryPersistence', '--queuePort', String(port)],
    { stdio: 'ignore' },
  );
  const connectionString = `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${ACCOUNT_KEY};QueueEndpoint=http://127.0.0.1:${port}/devstoreaccount1;`;
  const service = QueueServiceClient.fromConnectionString(connectionString);
  // Azurite takes seconds to listen on a busy machine.
  for (let i = 0; i < 400; i++) {
    try {
      await service.getProperties();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { connectionString, service, stop: () => void child.kill() };
}

/** The JSON messages waiting in a queue (base64, as the app sends them), without taking them. */
export async function peekJson(service: QueueServiceClient, queueName: string): Promise<unknown[]> {
  const { peekedMessageItems } = await service.getQueueClient(queueName).peekMessages({ numberOfMessages: 32 });
  return peekedMessageItems.map((m) => JSON.parse(Buffer.from(m.messageText, 'base64').toString('utf8')));
}
