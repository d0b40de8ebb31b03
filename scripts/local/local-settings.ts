import { existsSync, readFileSync } from 'node:fs';

/** Values of a local.settings.json file, as `func start` reads them; variables already set win (the seed's). */
export function loadLocalSettings(file: string): void {
  if (!existsSync(file)) return;
  const { Values = {} } = JSON.parse(readFileSync(file, 'utf8')) as { Values?: Record<string, string> };
  for (const [name, value] of Object.entries(Values)) process.env[name] ??= value;
}
