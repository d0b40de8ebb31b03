import { existsSync, readFileSync } from 'node:fs';

/**
 * Values of a local.settings.json file, as `func start` reads them; variables already set win. Outside
 * local/ because the seed reads the same file, and nothing but the local host may import local/.
 */
export function loadLocalSettings(file: string): void {
  if (!existsSync(file)) return;
  const { Values = {} } = JSON.parse(readFileSync(file, 'utf8')) as { Values?: Record<string, string> };
  for (const [name, value] of Object.entries(Values)) process.env[name] ??= value;
}
