/**
 * What the code reads, infra provisions (containers and partition keys: containers-infra.test.ts):
 * - every setting of config.ts's schema is an app setting of functions.bicep, except the local-only ones,
 *   and local.settings.sample.json lists each of them;
 * - every queue a function is triggered by, and its -poison queue, is created by storage.bicep, and the
 *   trigger's connection is identity-based (…__queueServiceUri, …__credential);
 * - every blob container of the app is created by storage.bicep;
 * - no key anywhere: no listKeys(), shared keys and local authentication off, Key Vault holding only the two
 *   secrets that cannot be an identity, with purge protection, and the identity holding the data roles;
 * - azure.yaml describes the two services azd deploys to the resources tagged for them.
 */
import { app } from '@azure/functions';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { settingNames } from '../config.js';
import { queueFunctions } from '../queues.js';
import { bicepFiles, infraDir, loadBicepParser, LOCAL_ONLY_SETTINGS, objectProperties, repoRoot, stringArrayVariable } from '../testing/bicep.js';
import { BLOB_CONTAINERS } from './blob.js';
import { IMPORTS_CONTAINER, IMPORTS_POISON_QUEUE, IMPORTS_QUEUE } from './import-storage.js';
import { MAINTENANCE_POISON_QUEUE, MAINTENANCE_QUEUE } from './maintenance-queue.js';
import { RESET_REQUESTS_QUEUE } from './reset-requests-queue.js';

const modules = join(infraDir, 'modules');
const read = (file: string) => readFileSync(file, 'utf8');

beforeAll(loadBicepParser);

describe('settings of config.ts', () => {
  it('are all provisioned as app settings, except the local-only ones, which are absent', () => {
    const appSettings = objectProperties(join(modules, 'functions.bicep'));
    const names = settingNames();
    expect(names.filter((n) => !LOCAL_ONLY_SETTINGS.includes(n) && !appSettings.has(n))).toEqual([]);
    expect(LOCAL_ONLY_SETTINGS.filter((n) => appSettings.has(n))).toEqual([]);
  });

  it('are all listed in local.settings.sample.json', () => {
    const sample = JSON.parse(read(join(repoRoot, 'local.settings.sample.json'))) as { Values: Record<string, string> };
    expect(settingNames().filter((n) => !(n in sample.Values))).toEqual([]);
  });
});

describe('queues', () => {
  const storageQueues = () => stringArrayVariable(join(modules, 'storage.bicep'), 'queues');

  it('every queue trigger has its queue and its poison queue in storage.bicep', () => {
    // A trigger on a poison queue (its messages are already the failures) gets no poison queue of its own
    // up front: the host would create one if that handler failed too.
    const poisonOf = (queue: string) => (queue.endsWith('-poison') ? [] : [`${queue}-poison`]);
    const expected = queueFunctions.flatMap((fn) => [fn.queueName, ...poisonOf(fn.queueName)]);
    expect(expected.filter((q) => !storageQueues().includes(q))).toEqual([]);
  });

  it('every queue the app sends to exists, with its poison queue', () => {
    expect(storageQueues()).toEqual(
      expect.arrayContaining([
        IMPORTS_QUEUE,
        IMPORTS_POISON_QUEUE,
        RESET_REQUESTS_QUEUE,
        `${RESET_REQUESTS_QUEUE}-poison`,
        MAINTENANCE_QUEUE,
        MAINTENANCE_POISON_QUEUE,
      ]),
    );
  });

  it('the queue triggers connect with the identity: the connection has a queue service URI and a managed-identity credential', async () => {
    const registered = vi.spyOn(app, 'storageQueue').mockImplementation(() => undefined);
    vi.spyOn(app, 'http').mockImplementation(() => undefined);
    vi.spyOn(app, 'timer').mockImplementation(() => undefined);
    await import('../index.js');
    const connections = new Set(['AzureWebJobsStorage', ...registered.mock.calls.map(([, options]) => options.connection ?? 'AzureWebJobsStorage')]);
    const appSettings = objectProperties(join(modules, 'functions.bicep'));
    for (const connection of connections) {
      expect(appSettings.get(`${connection}__queueServiceUri`), connection).toBe('storage.properties.primaryEndpoints.queue');
      expect(appSettings.get(`${connection}__credential`), connection).toBe("'managedidentity'");
      expect(appSettings.has(connection), `${connection} must not be a connection string in Azure`).toBe(false);
    }
  });
});

describe('blob containers', () => {
  it('every container of the app is created by storage.bicep', () => {
    const provisioned = stringArrayVariable(join(modules, 'storage.bicep'), 'appContainers');
    expect([...Object.values(BLOB_CONTAINERS), IMPORTS_CONTAINER].filter((c) => !provisioned.includes(c))).toEqual([]);
  });
});

describe('keyless', () => {
  const all = () => bicepFiles().map((f) => [f, read(f)] as const);

  it('no template reads a key or writes a connection string with one', () => {
    for (const [file, text] of all()) {
      expect(text, file).not.toMatch(/listKeys\(|listConnectionStrings\(|AccountKey=/);
    }
  });

  it('shared keys and local authentication are off everywhere', () => {
    expect(read(join(modules, 'storage.bicep'))).toMatch(/^\s*allowSharedKeyAccess: false$/m);
    expect(read(join(modules, 'cosmos.bicep'))).toMatch(/^\s*disableLocalAuth: true$/m);
    // Application Insights: Entra-only unless the first deployment shows it refuses the host's signed
    // telemetry (infra/README.md), and then the host stops signing with the same switch.
    expect(read(join(infraDir, 'main.bicep'))).toMatch(/^param applicationInsightsEntraAuth bool = true$/m);
    expect(read(join(modules, 'monitoring.bicep'))).toMatch(/^\s*DisableLocalAuth: entraAuthOnly$/m);
    expect(read(join(modules, 'monitoring.bicep'))).toMatch(/^param entraAuthOnly bool = true$/m);
    const settings = objectProperties(join(modules, 'functions.bicep'));
    expect(settings.get('APPLICATIONINSIGHTS_AUTHENTICATION_STRING')).toBe("applicationInsightsEntraAuth ? 'Authorization=AAD' : ''");
  });

  it('Key Vault holds only the SendGrid key and the token secret, with purge protection', () => {
    const text = read(join(modules, 'keyvault.bicep'));
    const secrets = [...text.matchAll(/^resource \w+ 'Microsoft\.KeyVault\/vaults\/secrets@[^']+' = [^{]*\{[^}]*?name: '([^']+)'/gms)].map((m) => m[1]);
    expect(secrets.sort()).toEqual(['AUTH-TOKEN-SECRET', 'SENDGRID-API-KEY']);
    expect(text).toMatch(/^\s*enablePurgeProtection: true$/m);
  });

  it("the Function App's identity holds the data-plane roles it needs", () => {
    const text = read(join(modules, 'roles.bicep'));
    const roles = {
      'Storage Blob Data Owner': 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b',
      'Storage Queue Data Contributor': '974c5e8b-45b9-4653-ba55-5f855dd0fb88',
      'Storage Table Data Contributor': '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3',
      'Key Vault Secrets User': '4633458b-17de-408a-b874-0445c86b69e6',
      'Monitoring Metrics Publisher': '3913510d-42f4-4e42-8a64-420c390055eb',
      'Cosmos DB Built-in Data Contributor': '00000000-0000-0000-0000-000000000002',
    };
    for (const [role, id] of Object.entries(roles)) expect(text, role).toContain(`'${id}'`);
  });
});

describe('azure.yaml', () => {
  interface Service {
    project: string;
    host: string;
    language?: string;
    dist?: string;
    remoteBuild?: boolean;
    hooks?: Record<string, Record<string, { shell: string; run: string }>>;
  }
  const manifest = () =>
    parseYaml(read(join(repoRoot, 'azure.yaml'))) as {
      name: string;
      infra: { provider: string; path: string; module: string };
      services: Record<string, Service>;
    };
  // Service hook names of azd's published schema (schemas/v1.0/azure.yaml.json).
  const SERVICE_HOOKS = [
    'prerestore',
    'postrestore',
    'prebuild',
    'postbuild',
    'prepackage',
    'postpackage',
    'prepublish',
    'postpublish',
    'predeploy',
    'postdeploy',
  ];

  it('names the app as azd requires and points at infra/main.bicep', () => {
    const { name, infra } = manifest();
    expect(name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
    expect(existsSync(join(repoRoot, infra.path, `${infra.module}.bicep`))).toBe(true);
    expect(infra.provider).toBe('bicep');
  });

  it('deploys the site to the Static Web App and the API to the Function App tagged for them', () => {
    const { services } = manifest();
    expect(Object.keys(services).sort()).toEqual(['api', 'web']);
    expect(services.web).toMatchObject({ project: './frontend', host: 'staticwebapp', dist: 'dist' });
    expect(services.api).toMatchObject({ project: './functions', host: 'function', dist: '.azure-package', remoteBuild: false });
    expect(read(join(modules, 'staticwebapp.bicep'))).toContain("'azd-service-name': 'web'");
    expect(read(join(modules, 'functions.bicep'))).toContain("'azd-service-name': 'api'");
    for (const service of Object.values(services)) {
      expect(existsSync(join(repoRoot, service.project, 'package.json'))).toBe(true);
      expect(Object.keys(service.hooks ?? {}).filter((h) => !SERVICE_HOOKS.includes(h))).toEqual([]);
      // The schema's hook: with both 'posix' and 'windows' nothing else at the top; each names its shell
      // (sh or pwsh) and the script it runs.
      for (const hook of Object.values(service.hooks ?? {})) {
        expect(Object.keys(hook).sort()).toEqual(['posix', 'windows']);
        expect(hook.posix).toEqual({ shell: 'sh', run: expect.any(String) });
        expect(hook.windows).toEqual({ shell: 'pwsh', run: expect.any(String) });
      }
    }
  });

  it('packages the API with scripts/package-api.mjs before azd zips it, on both shells', () => {
    const hook = manifest().services.api.hooks?.prepackage;
    expect(hook?.posix?.run).toBe('node ../scripts/package-api.mjs');
    expect(hook?.windows?.run).toBe('node ../scripts/package-api.mjs');
    expect(existsSync(join(repoRoot, 'scripts/package-api.mjs'))).toBe(true);
  });
});

describe('security events', () => {
  it('reach the Log Analytics workspace in full: a diagnostic setting sends the Function App’s FunctionAppLogs there', () => {
    const functions = read(join(modules, 'functions.bicep'));
    const setting = /resource \w+ 'Microsoft\.Insights\/diagnosticSettings@[^']+' = \{([\s\S]*?)\n\}/.exec(functions)?.[1] ?? '';
    expect(setting).toMatch(/^\s*scope: site$/m);
    expect(setting).toMatch(/^\s*workspaceId: logAnalytics\.id$/m);
    expect(setting).toMatch(/category: 'FunctionAppLogs'\s+enabled: true/);
    expect(read(join(infraDir, 'main.bicep'))).toMatch(/^\s*logAnalyticsName: monitoring\.outputs\.logAnalyticsName$/m);
  });
});
