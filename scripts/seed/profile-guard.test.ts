import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from './index.js';
import { demoSeedRefusal } from './profile-guard.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('données de démonstration hors pile locale', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('ne sont permises qu’avec DEPLOYMENT_PROFILE=local', () => {
    expect(demoSeedRefusal({ DEPLOYMENT_PROFILE: 'local' })).toBeNull();
    expect(demoSeedRefusal({ DEPLOYMENT_PROFILE: 'azure' })).toMatch(
      /^Données de démonstration refusées \(DEPLOYMENT_PROFILE=azure\) : .*admin@demo\.test.*DEPLOYMENT_PROFILE=local/,
    );
    expect(demoSeedRefusal({})).toMatch(/DEPLOYMENT_PROFILE absent/);
    expect(demoSeedRefusal({ DEPLOYMENT_PROFILE: 'LOCAL' })).not.toBeNull();
  });

  it('seedDemoData refuse avant d’écrire quoi que ce soit', async () => {
    vi.stubEnv('DEPLOYMENT_PROFILE', 'azure');
    // No store is configured here: any write would fail with another message than this one.
    vi.stubEnv('COSMOS_ENDPOINT', 'https://127.0.0.1:9');
    await expect(seedDemoData({ size: 'small', uploadBlobs: false })).rejects.toThrow(/^Données de démonstration refusées \(DEPLOYMENT_PROFILE=azure\)/);
  });

  it('npm run seed s’arrête avec un code non nul et le message en français', () => {
    let failure: { status: number | null; stderr: string } | undefined;
    try {
      execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/seed.ts'), '--size', 'small'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
        // Wins over functions/local.settings.json, which sets local; the store named does not exist.
        env: { ...process.env, DEPLOYMENT_PROFILE: 'azure', COSMOS_ENDPOINT: 'https://127.0.0.1:9' },
      });
    } catch (err) {
      failure = err as { status: number | null; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('Données de démonstration refusées (DEPLOYMENT_PROFILE=azure)');
  }, 30_000);
});
