import { DEMO_EMAILS } from './demo-accounts.js';

/**
 * The demo data set creates admin@demo.test and its peers with a password published in this repository:
 * seeded into a deployed store, it would hand the back office to anyone who read the README. Only the local
 * stacks (scripts/local/profiles.ts, local.settings.sample.json) set DEPLOYMENT_PROFILE=local; every other
 * value, or none, counts as Azure, as for the API's own settings (functions/src/config.ts).
 */
export function demoSeedRefusal(env: Record<string, string | undefined>): string | null {
  if (env.DEPLOYMENT_PROFILE === 'local') return null;
  const profile = env.DEPLOYMENT_PROFILE ? `DEPLOYMENT_PROFILE=${env.DEPLOYMENT_PROFILE}` : 'DEPLOYMENT_PROFILE absent (Azure par défaut)';
  return (
    `Données de démonstration refusées (${profile}) : elles créent ${DEMO_EMAILS.admin} et d’autres comptes au mot de passe public. ` +
    'Elles ne s’écrivent que dans une pile locale, avec DEPLOYMENT_PROFILE=local.'
  );
}

export function assertDemoSeedAllowed(env: Record<string, string | undefined> = process.env): void {
  const refusal = demoSeedRefusal(env);
  if (refusal) throw new Error(refusal);
}
