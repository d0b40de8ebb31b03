/**
 * Keeps infra/ (Bicep) in step with the code, without a Bicep compiler (none can be installed here):
 * 1. every .bicep file under infra/ parses with tree-sitter-bicep (no ERROR or MISSING node), and the
 *    modules main.bicep references exist; main.parameters.json only sets declared parameters and covers
 *    every required one;
 * 2. infra/modules/cosmos.bicep declares exactly the containers and partition keys of CONTAINERS;
 * 3. infra/modules/functions.bicep sets every setting of local.settings.sample.json except the local-only
 *    ones (the demo password, the emulator key, Azurite's connection string, the worker runtime that Flex
 *    declares in functionAppConfig), with the Azure values of the local-only flags and secrets as Key Vault
 *    references. provisioning-infra.test.ts checks the rest: schema, queues, blob containers, no keys.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import {
  bicepFiles,
  declarationName,
  declarations,
  descendants,
  infraDir,
  loadBicepParser,
  LOCAL_ONLY_SETTINGS,
  objectProperties,
  parseBicep as parse,
  propertyKey,
  propertyValue,
  repoRoot as root,
  stringValue,
} from '../testing/bicep.js';
import { CONTAINERS } from './containers.js';

const LOCAL_ONLY_ABSENT = LOCAL_ONLY_SETTINGS;
/** Settings whose value is fixed in Azure. */
const AZURE_VALUES: Record<string, string> = {
  COSMOS_ALLOW_SELF_SIGNED: "'false'",
  DEPLOYMENT_PROFILE: "'azure'",
  SENDGRID_BASE_URL: "''",
  AzureWebJobsStorage__credential: "'managedidentity'",
};
/** Secrets: Key Vault references, never literal values. */
const KEY_VAULT_SETTINGS = ['AUTH_TOKEN_SECRET', 'SENDGRID_API_KEY'];

beforeAll(loadBicepParser);

describe('infra/ Bicep syntax', () => {
  const files = bicepFiles(infraDir);

  it('has main.bicep and one module per service', () => {
    const names = files.map((f) => relative(infraDir, f).split('\\').join('/'));
    expect(names).toEqual(
      expect.arrayContaining([
        'main.bicep',
        'modules/monitoring.bicep',
        'modules/storage.bicep',
        'modules/cosmos.bicep',
        'modules/keyvault.bicep',
        'modules/functions.bicep',
        'modules/staticwebapp.bicep',
        'modules/roles.bicep',
      ]),
    );
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s parses without ERROR or MISSING nodes', (_name, path) => {
    const tree = parse(path);
    const problems = [...descendants(tree.rootNode)]
      .filter((n) => n.type === 'ERROR' || n.isMissing)
      .map((n) => `${n.isMissing ? `MISSING ${n.type}` : 'ERROR'} at ${n.startPosition.row + 1}:${n.startPosition.column + 1}: ${n.text.slice(0, 80)}`);
    expect(problems).toEqual([]);
    expect(tree.rootNode.hasError).toBe(false);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s references only existing module files', (_name, path) => {
    const missing = declarations(parse(path), 'module_declaration')
      .map((m) => stringValue(m.namedChildren[1]))
      .filter((p): p is string => p !== undefined && !p.startsWith('br:') && !p.startsWith('br/') && !p.startsWith('ts:'))
      .filter((p) => {
        try {
          return !statSync(join(dirname(path), p)).isFile();
        } catch {
          return true;
        }
      });
    expect(missing).toEqual([]);
  });

  it('main.bicep targets the subscription', () => {
    expect(readFileSync(join(infraDir, 'main.bicep'), 'utf8')).toMatch(/^targetScope = 'subscription'$/m);
  });

  it('main.parameters.json sets only declared parameters and every required one', () => {
    const params = declarations(parse(join(infraDir, 'main.bicep')), 'parameter_declaration');
    const declared = params.map(declarationName);
    // A parameter without a default value has no third named child (name, type, default).
    const required = params.filter((p) => p.namedChildren.length < 3).map(declarationName);
    const file = JSON.parse(readFileSync(join(infraDir, 'main.parameters.json'), 'utf8')) as { parameters: Record<string, unknown> };
    const given = Object.keys(file.parameters);
    expect(given.filter((name) => !declared.includes(name))).toEqual([]);
    expect(required.filter((name) => name && !given.includes(name))).toEqual([]);
  });
});

describe('infra/modules/cosmos.bicep', () => {
  const path = join(infraDir, 'modules/cosmos.bicep');

  it('declares exactly the containers and partition keys of containers.ts', () => {
    const containersVar = declarations(parse(path), 'variable_declaration').find((d) => declarationName(d) === 'containers');
    expect(containersVar, 'var containers = [...] in cosmos.bicep').toBeDefined();
    const objects = [...descendants(containersVar!)].filter((n) => n.type === 'object');
    const declared = objects.map((o) => {
      const props = o.namedChildren.filter((n): n is Node => n?.type === 'object_property');
      const get = (key: string) => stringValue(props.find((p) => propertyKey(p) === key) && propertyValue(props.find((p) => propertyKey(p) === key)!));
      return { id: get('name'), path: get('partitionKey') };
    });
    const expected = Object.values(CONTAINERS).map((c) => ({ id: c.id, path: c.partitionKey.paths[0] }));
    const byId = (a: { id?: string }, b: { id?: string }) => (a.id ?? '').localeCompare(b.id ?? '');
    expect([...declared].sort(byId)).toEqual([...expected].sort(byId));
  });

  it('mentions every container id and partition key path', () => {
    const text = readFileSync(path, 'utf8');
    for (const c of Object.values(CONTAINERS)) {
      expect(text).toContain(`'${c.id}'`);
      for (const p of c.partitionKey.paths) expect(text).toContain(`'${p}'`);
    }
  });

  it('declares the unique keys of containers.ts', () => {
    const text = readFileSync(path, 'utf8');
    for (const c of Object.values(CONTAINERS)) {
      const keys = 'uniqueKeyPolicy' in c ? c.uniqueKeyPolicy.uniqueKeys.flatMap((k) => k.paths) : [];
      if (keys.length)
        expect(text).toContain(`{ name: '${c.id}', partitionKey: '${c.partitionKey.paths[0]}', uniqueKeys: [${keys.map((k) => `'${k}'`).join(', ')}] }`);
    }
    expect(text).toContain('uniqueKeyPolicy: { uniqueKeys: [for k in c.uniqueKeys: { paths: [k] }] }');
  });

  it('gives throttles a default TTL and uses session consistency', () => {
    const text = readFileSync(path, 'utf8');
    expect(text).toMatch(/name: 'throttles',[^}]*defaultTtl:/);
    expect(text).toContain("defaultConsistencyLevel: 'Session'");
    expect(text).toContain("databaseName string = 'portail'");
  });
});

describe('infra/modules/functions.bicep', () => {
  const path = join(infraDir, 'modules/functions.bicep');
  const sample = JSON.parse(readFileSync(join(root, 'local.settings.sample.json'), 'utf8')) as { Values: Record<string, string> };
  const expectedNames = Object.keys(sample.Values).filter((name) => !LOCAL_ONLY_ABSENT.includes(name));

  const properties = () => objectProperties(path);

  it('sets every setting of local.settings.sample.json as an app setting key', () => {
    const keys = properties();
    expect(expectedNames.filter((name) => !keys.has(name))).toEqual([]);
  });

  it('leaves out the local-only settings', () => {
    const keys = properties();
    for (const name of LOCAL_ONLY_ABSENT) expect(keys.has(name), name).toBe(false);
  });

  it('uses the Azure values of the local-only flags', () => {
    const keys = properties();
    for (const [name, value] of Object.entries(AZURE_VALUES)) expect(keys.get(name), name).toBe(value);
  });

  it('reads secrets from Key Vault references', () => {
    const keys = properties();
    for (const name of KEY_VAULT_SETTINGS) expect(keys.get(name), name).toMatch(/^'@Microsoft\.KeyVault\(SecretUri=\$\{\w+\}\)'$/);
  });

  it('runs Node 22 on Linux (Flex Consumption) with a system-assigned identity, HTTPS only and TLS 1.2', () => {
    const text = readFileSync(path, 'utf8');
    expect(text).toMatch(/runtime: \{\s*name: 'node'\s*version: '22'/);
    expect(text).toMatch(/name: 'FC1'\s*tier: 'FlexConsumption'/);
    expect(text).toContain("kind: 'functionapp,linux'");
    expect(text).toContain("type: 'SystemAssigned'");
    expect(text).toContain('httpsOnly: true');
    expect(text).toContain("minTlsVersion: '1.2'");
    expect(text).toMatch(/name: 'ftp'\s*properties: \{\s*allow: false/);
  });
});
