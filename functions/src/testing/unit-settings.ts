/**
 * Settings of the unit tests that run the real Cosmos DB SDK against an in-process local server
 * (createHttpsServer on an ephemeral port): everything config.ts requires, nothing reachable outside.
 */
export function unitTestSettings(cosmosPort: number, database: string): Record<string, string> {
  return {
    COSMOS_ENDPOINT: `https://127.0.0.1:${cosmosPort}`,
    COSMOS_KEY: 'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==',
    COSMOS_DATABASE: database,
    COSMOS_ALLOW_SELF_SIGNED: 'true',
    AzureWebJobsStorage: 'UseDevelopmentStorage=true',
    PUBLIC_URL: 'http://localhost:4280',
    AUTH_TOKEN_SECRET: 'secret-de-test-unitaire-0123456789abcdef',
    SENDGRID_API_KEY: 'SG.essai',
    MAIL_FROM: 'noreply@portail-fidelite.test',
    SALES_EMAIL: 'ventes@portail-fidelite.test',
  };
}
