/**
 * Keyless in Azure, keys locally, chosen by configuration alone: with the emulator key and Azurite's
 * connection string the clients use them; without, they sign in with the managed identity
 * (DefaultAzureCredential) against the addresses of the identity-based settings. No request is sent.
 */
import { DefaultAzureCredential } from '@azure/identity';
import { StorageSharedKeyCredential } from '@azure/storage-blob';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config.js';
import { unitTestSettings } from '../testing/unit-settings.js';

const local = unitTestSettings(8081, 'portail');
const AZURITE =
  'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;QueueEndpoint=http://127.0.0.1:10001/devstoreaccount1;';
const { COSMOS_KEY: _key, AzureWebJobsStorage: _storage, ...withoutKeys } = local;
const azure = {
  ...withoutKeys,
  COSMOS_ENDPOINT: 'https://cosmos-portail.documents.azure.com:443/',
  AzureWebJobsStorage__accountName: 'stportail',
  AzureWebJobsStorage__blobServiceUri: 'https://stportail.blob.core.windows.net/',
  AzureWebJobsStorage__queueServiceUri: 'https://stportail.queue.core.windows.net/',
};

describe('configuration: keys locally, identity in Azure', () => {
  it('keeps the emulator key and the connection string when they are set', () => {
    const c = parseConfig({ ...local, AzureWebJobsStorage: AZURITE });
    expect(c.cosmos.key).not.toBe('');
    expect(c.storage).toEqual({ kind: 'connectionString', connectionString: AZURITE });
  });

  it('uses the identity-based addresses when no key is configured, from the service URIs or the account name', () => {
    expect(parseConfig(azure).storage).toEqual({
      kind: 'identity',
      blobServiceUri: 'https://stportail.blob.core.windows.net',
      queueServiceUri: 'https://stportail.queue.core.windows.net',
    });
    const { AzureWebJobsStorage__blobServiceUri: _b, AzureWebJobsStorage__queueServiceUri: _q, ...accountOnly } = azure;
    expect(parseConfig(accountOnly).storage).toEqual({
      kind: 'identity',
      blobServiceUri: 'https://stportail.blob.core.windows.net',
      queueServiceUri: 'https://stportail.queue.core.windows.net',
    });
    expect(parseConfig(azure).cosmos.key).toBe('');
  });

  it('refuses to start with neither a connection string nor a storage account, in French', () => {
    const { AzureWebJobsStorage__accountName: _a, AzureWebJobsStorage__blobServiceUri: _b, AzureWebJobsStorage__queueServiceUri: _q, ...none } = azure;
    expect(() => parseConfig(none)).toThrow(/AzureWebJobsStorage: une chaîne de connexion \(local\) ou AzureWebJobsStorage__accountName/);
  });
});

describe('clients', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllEnvs());

  const withEnv = async (env: Record<string, string>) => {
    for (const [name, value] of Object.entries({ COSMOS_KEY: '', AzureWebJobsStorage: '', ...env })) vi.stubEnv(name, value);
    const [storage, cosmos] = await Promise.all([import('./storage-clients.js'), import('./cosmos.js')]);
    return { ...storage, ...cosmos };
  };

  it('in Azure: Blob, Queue and Cosmos DB sign in with DefaultAzureCredential, no key anywhere', async () => {
    const { blobServiceClient, queueServiceClient, cosmosClientOptions } = await withEnv(azure);
    expect(blobServiceClient().url).toMatch(/^https:\/\/stportail\.blob\.core\.windows\.net\/?$/);
    expect(blobServiceClient().credential).toBeInstanceOf(DefaultAzureCredential);
    expect(queueServiceClient().url).toMatch(/^https:\/\/stportail\.queue\.core\.windows\.net\/?$/);
    // QueueServiceClient keeps its credential protected: read it as the pipeline holds it.
    expect((queueServiceClient() as unknown as { credential: unknown }).credential).toBeInstanceOf(DefaultAzureCredential);
    const options = cosmosClientOptions();
    expect(options.key).toBeUndefined();
    expect(options.aadCredentials).toBeInstanceOf(DefaultAzureCredential);
  });

  it('locally: Azurite through its connection string and the emulator key, no identity', async () => {
    const { blobServiceClient, queueServiceClient, cosmosClientOptions } = await withEnv({ ...local, AzureWebJobsStorage: AZURITE });
    expect(blobServiceClient().url).toBe('http://127.0.0.1:10000/devstoreaccount1');
    expect(blobServiceClient().credential).toBeInstanceOf(StorageSharedKeyCredential);
    expect(queueServiceClient().url).toBe('http://127.0.0.1:10001/devstoreaccount1');
    const options = cosmosClientOptions();
    expect(options.key).toBe(local.COSMOS_KEY);
    expect(options.aadCredentials).toBeUndefined();
  });
});
