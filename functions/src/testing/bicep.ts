/**
 * Reading infra/ without a Bicep compiler (none can be installed here): tree-sitter-bicep parses each file,
 * and these helpers walk its syntax tree. Shared by the infra tests of functions/src/data.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const infraDir = join(repoRoot, 'infra');
const require = createRequire(import.meta.url);

/**
 * Settings that exist only for local runs and must not be provisioned: the keys (Azure signs in with its
 * identity), the demo password, the key-set override that the API refuses outside the local profile, and
 * FUNCTIONS_WORKER_RUNTIME, which Flex Consumption rejects as a setting.
 */
export const LOCAL_ONLY_SETTINGS = ['DEMO_PASSWORD', 'COSMOS_KEY', 'AzureWebJobsStorage', 'ENTRA_JWKS_URI', 'FUNCTIONS_WORKER_RUNTIME'];

let parser: Parser | undefined;

/** Loads the grammar once; call it in beforeAll. */
export async function loadBicepParser(): Promise<void> {
  if (parser) return;
  await Parser.init();
  const wasm = join(dirname(require.resolve('tree-sitter-bicep/package.json')), 'tree-sitter-bicep.wasm');
  const language = await Language.load(wasm);
  parser = new Parser();
  parser.setLanguage(language);
}

export function bicepFiles(dir: string = infraDir): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return bicepFiles(path);
    return entry.endsWith('.bicep') ? [path] : [];
  });
}

export const parseBicep = (path: string): Tree => {
  if (!parser) throw new Error('loadBicepParser() first');
  const tree = parser.parse(readFileSync(path, 'utf8'));
  if (!tree) throw new Error(`tree-sitter returned no tree for ${path}`);
  return tree;
};

export function* descendants(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children) if (child) yield* descendants(child);
}

/** Text of a string literal without quotes (plain strings only, no interpolation). */
export const stringValue = (node: Node | null | undefined): string | undefined => (node?.type === 'string' ? node.text.slice(1, -1) : undefined);

/** Key of an object_property: identifier or quoted string. */
export const propertyKey = (property: Node): string | undefined => {
  const key = property.namedChildren[0];
  if (!key) return undefined;
  return key.type === 'string' ? stringValue(key) : key.text;
};

export const propertyValue = (property: Node): Node | undefined => property.namedChildren[1] ?? undefined;

/** Top-level declarations of one kind (variable_declaration, parameter_declaration, module_declaration). */
export const declarations = (tree: Tree, type: string): Node[] => tree.rootNode.namedChildren.filter((n): n is Node => n?.type === type);

export const declarationName = (declaration: Node): string | undefined => declaration.namedChildren[0]?.text;

/** A top-level `var name = ...` of a file. */
const variable = (path: string, name: string): Node | undefined =>
  declarations(parseBicep(path), 'variable_declaration').find((d) => declarationName(d) === name);

/** The plain string items of an array variable (`var queues = ['a', 'b']`). */
export const stringArrayVariable = (path: string, name: string): string[] => {
  const declaration = variable(path, name);
  if (!declaration) throw new Error(`no var ${name} in ${path}`);
  return [...descendants(declaration)]
    .filter((n) => n.type === 'string')
    .map((n) => stringValue(n))
    .filter((s): s is string => s !== undefined);
};

/** Every object property of a file, by key, with its value's source text (the last one wins). */
export const objectProperties = (path: string): Map<string, string> => {
  const map = new Map<string, string>();
  for (const n of descendants(parseBicep(path).rootNode)) {
    if (n.type !== 'object_property') continue;
    const key = propertyKey(n);
    if (key) map.set(key, propertyValue(n)?.text ?? '');
  }
  return map;
};
