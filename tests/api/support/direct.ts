/**
 * Direct access to the stack's Cosmos DB, with the same settings as the stack (local.settings.sample.json
 * plus the test profile's ports, moved by the offset the API's port reveals). Only for what the API cannot
 * do on purpose: ageing a reset token, deactivating a user, reading throttle counters.
 */
import { readFileSync } from 'node:fs';
import profiles from '../../../scripts/local/profiles.json' with { type: 'json' };
import { profileEnv, profileFor } from '../../../scripts/local/profiles.js';
import { API_URL } from './env.js';

const root = new URL('../../../', import.meta.url);

export function stackSettings(): Record<string, string> {
  const offset = Number(new URL(API_URL).port) - profiles.test.api;
  const values = (JSON.parse(readFileSync(new URL('local.settings.sample.json', root), 'utf8')) as { Values: Record<string, string> }).Values;
  return { ...values, ...profileEnv(profileFor('test', offset)) };
}

let loaded:
  | Promise<{
      users: typeof import('../../../functions/src/data/users-repository.js');
      cosmos: typeof import('../../../functions/src/data/cosmos.js');
      settings: Record<string, string>;
    }>
  | undefined;

export function direct() {
  loaded ??= (async () => {
    const settings = stackSettings();
    Object.assign(process.env, settings);
    const { resetConfigForTests } = await import('../../../functions/src/config.js');
    resetConfigForTests();
    return {
      users: await import('../../../functions/src/data/users-repository.js'),
      cosmos: await import('../../../functions/src/data/cosmos.js'),
      settings,
    };
  })();
  return loaded;
}
