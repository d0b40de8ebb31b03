import { z } from 'zod';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** The secret of local.settings.sample.json: public, so only ever acceptable on a developer's machine. */
export const SAMPLE_TOKEN_SECRET = 'local-only-secret-replace-in-azure-0123456789abcdef';

const settingsSchema = z.object({
  COSMOS_ENDPOINT: z.url(),
  /** Local only (the emulator's well-known key). Empty in Azure: the app's managed identity signs in (Entra ID). */
  COSMOS_KEY: z.string().default(''),
  COSMOS_DATABASE: z.string().min(1).default('portail'),
  /** Only for the local Cosmos server, which has a self-signed certificate. */
  COSMOS_ALLOW_SELF_SIGNED: flag,
  /** Local only: Azurite's connection string. In Azure the identity-based settings below are used instead. */
  AzureWebJobsStorage: z.string().default(''),
  /** Azure: the storage account reached with the managed identity (the Functions host reads the same settings). */
  AzureWebJobsStorage__accountName: z.string().default(''),
  AzureWebJobsStorage__blobServiceUri: z.string().default(''),
  AzureWebJobsStorage__queueServiceUri: z.string().default(''),
  /** Application Insights; empty (local runs, tests): no telemetry is sent. */
  APPLICATIONINSIGHTS_CONNECTION_STRING: z.string().default(''),
  PUBLIC_URL: z.url(),
  PROVIDER_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('stryker'),
  /**
   * local: a developer's machine or the test stack (the sample secret and a loopback key set are accepted).
   * Anything else is Azure, the default, so that a deployment that forgets the setting is held to the rules.
   */
  DEPLOYMENT_PROFILE: z.enum(['local', 'azure']).default('azure'),
  AUTH_TOKEN_SECRET: z.string().refine((v) => Buffer.byteLength(v) >= 32, 'AUTH_TOKEN_SECRET doit contenir au moins 32 octets'),
  AUTH_TOKEN_ISSUER: z.string().min(1).default('portail-fidelite'),
  AUTH_TOKEN_AUDIENCE: z.string().min(1).default('portail-fidelite-api'),
  AUTH_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(240).default(60),
  SENDGRID_API_KEY: z.string().min(1),
  /** Set locally to the mail sink; empty in Azure, where SendGrid's own endpoint is used. */
  SENDGRID_BASE_URL: z.string().default(''),
  MAIL_FROM: z.email(),
  SALES_EMAIL: z.email(),
  ENTRA_TENANT_ID: z.string().default(''),
  ENTRA_CLIENT_ID: z.string().default(''),
  ENTRA_API_SCOPE: z.string().default(''),
  ENTRA_AUTHORITY_HOST: z.url().default('https://login.microsoftonline.com'),
  /** Overrides the key set address (tests serve one on loopback). */
  ENTRA_JWKS_URI: z.string().default(''),
  /** Failed sign-ins from one client address within 15 minutes beyond which that address gets 429. */
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * X-Forwarded-For entries that trusted proxies append after the client's own address: 0 when the last entry
   * is the client's (Static Web Apps appends it). To be confirmed on the first deployment (infra/README.md).
   */
  CLIENT_ADDRESS_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  // The Functions host refuses request bodies over 100 MB whatever this says.
  IMPORT_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100).default(20),
  /** A workbook of 50,000 rows is written within a request's budget; a million is not (docs/performance.md). */
  EXPORT_INLINE_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
  /** Azure's front end drops an HTTP call after 230 s: a budget beyond it would never be seen by the caller. */
  REQUEST_BUDGET_MS: z.coerce.number().int().min(1).max(230_000).default(10_000),
});

/** Every setting the app reads: infra provisions each one (functions/src/data/provisioning-infra.test.ts). */
export const settingNames = (): string[] => Object.keys(settingsSchema.shape);

export interface Config {
  /** An empty key means Entra ID: the managed identity in Azure (data/azure-credential.ts). */
  cosmos: { endpoint: string; key: string; database: string; allowSelfSigned: boolean };
  /** Azurite's connection string locally; empty in Azure, where `storage` holds the service addresses. */
  storageConnectionString: string;
  storage: StorageAccess;
  publicUrl: string;
  providerName: string;
  token: { secret: Uint8Array<ArrayBuffer>; issuer: string; audience: string; ttlMinutes: number };
  mail: { apiKey: string; baseUrl: string; from: string; salesAddress: string };
  entra: null | { tenantId: string; clientId: string; scope: string; issuer: string; jwksUri: string; authority: string };
  /** Time an HTTP request may take before its caller gets a 503 and its work stops writing. */
  requestBudgetMs: number;
  profile: 'local' | 'azure';
  login: { addressMaxFailures: number };
  /** Where the caller's address sits in X-Forwarded-For (auth/client-address.ts). */
  clientAddress: { proxyHops: number };
  /** Largest Excel file an import accepts (IMPORT_MAX_UPLOAD_MB). */
  imports: { maxUploadBytes: number };
  /** Rows beyond which GET <list>/export refuses and POST <list>/export writes the workbook in the background. */
  exports: { inlineMaxRows: number };
}

/** Settings that are only safe on a developer's machine: refused at start-up anywhere else. */
function localOnlyProblems(s: z.infer<typeof settingsSchema>): string[] {
  if (s.DEPLOYMENT_PROFILE === 'local') return [];
  const problems: string[] = [];
  if (s.AUTH_TOKEN_SECRET === SAMPLE_TOKEN_SECRET)
    problems.push('- AUTH_TOKEN_SECRET : la valeur d’exemple est publique, elle n’est acceptée qu’avec DEPLOYMENT_PROFILE=local');
  if (s.ENTRA_JWKS_URI !== '')
    problems.push('- ENTRA_JWKS_URI : l’adresse des clés est déduite du locataire, elle ne se remplace qu’avec DEPLOYMENT_PROFILE=local');
  return problems;
}

/** How the app reaches Blob and Queue storage: a connection string (Azurite) or its identity (Azure). */
export type StorageAccess = { kind: 'connectionString'; connectionString: string } | { kind: 'identity'; blobServiceUri: string; queueServiceUri: string };

function storageAccess(s: z.infer<typeof settingsSchema>): StorageAccess | undefined {
  if (s.AzureWebJobsStorage !== '') return { kind: 'connectionString', connectionString: s.AzureWebJobsStorage };
  const account = s.AzureWebJobsStorage__accountName;
  const blob = s.AzureWebJobsStorage__blobServiceUri || (account && `https://${account}.blob.core.windows.net`);
  const queue = s.AzureWebJobsStorage__queueServiceUri || (account && `https://${account}.queue.core.windows.net`);
  return blob && queue ? { kind: 'identity', blobServiceUri: blob.replace(/\/$/, ''), queueServiceUri: queue.replace(/\/$/, '') } : undefined;
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration invalide (voir local.settings.sample.json) :\n${lines.join('\n')}`);
  }
  const s = result.data;
  const problems = localOnlyProblems(s);
  if (problems.length) throw new Error(`Configuration invalide (voir local.settings.sample.json) :\n${problems.join('\n')}`);
  const storage = storageAccess(s);
  if (!storage) {
    throw new Error(
      'Configuration invalide (voir local.settings.sample.json) :\n- AzureWebJobsStorage: une chaîne de connexion (local) ou AzureWebJobsStorage__accountName (identité managée) est requise',
    );
  }
  const entraConfigured = s.ENTRA_TENANT_ID !== '' && s.ENTRA_CLIENT_ID !== '';
  const authority = `${s.ENTRA_AUTHORITY_HOST.replace(/\/$/, '')}/${s.ENTRA_TENANT_ID}`;
  return {
    cosmos: { endpoint: s.COSMOS_ENDPOINT, key: s.COSMOS_KEY, database: s.COSMOS_DATABASE, allowSelfSigned: s.COSMOS_ALLOW_SELF_SIGNED },
    storageConnectionString: s.AzureWebJobsStorage,
    storage,
    publicUrl: s.PUBLIC_URL.replace(/\/$/, ''),
    providerName: s.PROVIDER_NAME,
    token: {
      secret: new TextEncoder().encode(s.AUTH_TOKEN_SECRET),
      issuer: s.AUTH_TOKEN_ISSUER,
      audience: s.AUTH_TOKEN_AUDIENCE,
      ttlMinutes: s.AUTH_TOKEN_TTL_MINUTES,
    },
    mail: { apiKey: s.SENDGRID_API_KEY, baseUrl: s.SENDGRID_BASE_URL, from: s.MAIL_FROM, salesAddress: s.SALES_EMAIL },
    entra: entraConfigured
      ? {
          tenantId: s.ENTRA_TENANT_ID,
          clientId: s.ENTRA_CLIENT_ID,
          scope: s.ENTRA_API_SCOPE || `api://${s.ENTRA_CLIENT_ID}/access_as_user`,
          issuer: `${authority}/v2.0`,
          jwksUri: s.ENTRA_JWKS_URI || `${authority}/discovery/v2.0/keys`,
          authority,
        }
      : null,
    requestBudgetMs: s.REQUEST_BUDGET_MS,
    profile: s.DEPLOYMENT_PROFILE,
    login: { addressMaxFailures: s.LOGIN_ADDRESS_MAX_FAILURES },
    clientAddress: { proxyHops: s.CLIENT_ADDRESS_PROXY_HOPS },
    imports: { maxUploadBytes: s.IMPORT_MAX_UPLOAD_MB * 1024 * 1024 },
    exports: { inlineMaxRows: s.EXPORT_INLINE_MAX_ROWS },
  };
}

/**
 * Read on its own at start-up, before the functions are registered (index.ts): telemetry must not wait for,
 * or fail with, the rest of the configuration.
 */
export const telemetryConnectionString = (env: Record<string, string | undefined> = process.env): string =>
  settingsSchema.shape.APPLICATIONINSIGHTS_CONNECTION_STRING.parse(env.APPLICATIONINSIGHTS_CONNECTION_STRING);

let cached: Config | undefined;

/** Read once per process, validated; a misconfigured app fails at its first request with a clear list. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests and the local host swap settings between runs. */
export function resetConfigForTests(): void {
  cached = undefined;
}
