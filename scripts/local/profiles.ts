/** Ports and data of the local stacks: `npm start` (dev), `npm test` (test) and `npm run bench` (bench); see profiles.json. */
export interface Profile {
  name: 'dev' | 'test' | 'bench';
  site: number;
  api: number;
  cosmos: number;
  blob: number;
  queue: number;
  table: number;
  mail: number;
  vite: number;
  /** Folder of persisted data, or null for in-memory only. */
  dataDir: string | null;
  seedSize: 'default' | 'small' | 'bench';
}

export { profileFor } from './stack-process.mjs';

const STORAGE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** Settings that depend on the profile's ports; everything else comes from local.settings.json. */
export function profileEnv(p: Profile): Record<string, string> {
  return {
    AzureWebJobsStorage: `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${STORAGE_KEY};BlobEndpoint=http://127.0.0.1:${p.blob}/devstoreaccount1;QueueEndpoint=http://127.0.0.1:${p.queue}/devstoreaccount1;TableEndpoint=http://127.0.0.1:${p.table}/devstoreaccount1;`,
    COSMOS_ENDPOINT: `https://127.0.0.1:${p.cosmos}`,
    COSMOS_ALLOW_SELF_SIGNED: 'true',
    PUBLIC_URL: `http://localhost:${p.site}`,
    SENDGRID_BASE_URL: `http://127.0.0.1:${p.mail}/`,
    FUNCTIONS_PORT: String(p.api),
    // Every local stack is local, also with a local.settings.json copied before the setting existed.
    DEPLOYMENT_PROFILE: 'local',
    // The bench imports a file of 1,000,000 lines (about 40 MB: bench/import-scenario.ts).
    ...(p.name === 'bench' ? { IMPORT_MAX_UPLOAD_MB: '64' } : {}),
    // The test data has 5,000 sales lines, not 100,000: a lower limit sends their export, as the demo's and
    // the million's, through the background job (every other test list stays under it).
    ...(p.name === 'test' ? { EXPORT_INLINE_MAX_ROWS: '1000' } : {}),
  };
}
