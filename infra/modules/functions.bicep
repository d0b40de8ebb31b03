// Function App (Functions v4, Linux, Node 22, Flex Consumption FC1) that serves /api and the storage-queue
// triggers.
//
// Keyless: the app reaches Cosmos DB, Blob, Queue, the Functions host storage and Application Insights with its
// system-assigned identity (roles in roles.bicep). AzureWebJobsStorage is the identity-based form
// (AzureWebJobsStorage__accountName / __credential / __blobServiceUri / __queueServiceUri: the host, the queue
// triggers of connection 'AzureWebJobsStorage' and functions/src/data/storage-clients.ts read the same
// settings); COSMOS_KEY is absent, so functions/src/data/cosmos.ts signs in with Entra ID. Only the secrets
// that cannot be an identity (SendGrid's key, the session-token secret) are Key Vault references.
//
// Flex Consumption only: it deploys the package to a blob container with the app's identity. Linux
// Consumption (Y1) was dropped with the shared keys: its zip deployment and run-from-package need a
// storage connection string with a key (and it retires on 30 September 2028).
//
// App settings are the names of functions/src/config.ts's schema (local.settings.sample.json "Values"),
// except the local-only ones; functions/src/data/containers-infra.test.ts checks the list.

@description('Function App name (globally unique host name).')
param name string

@description('Hosting plan name.')
param planName string

param location string = resourceGroup().location
param tags object = {}

@description('Maximum number of instances.')
@minValue(40)
@maxValue(1000)
param maximumInstanceCount int = 100

@description('Memory of each instance.')
@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int = 2048

param storageAccountName string

@description('Blob container of the deployment package (created by storage.bicep).')
param deploymentContainerName string

param applicationInsightsName string

@description('Log Analytics workspace (monitoring.bicep) that receives every log line of the app.')
param logAnalyticsName string
param cosmosAccountName string
param keyVaultName string

@description('Versionless secret URIs from keyvault.bicep.')
param authTokenSecretUri string
param sendGridApiKeySecretUri string

// ---- Application settings (local.settings.sample.json) ----
@description('COSMOS_DATABASE')
param cosmosDatabaseName string = 'portail'

@description('PUBLIC_URL: public address of the portal (the Static Web App URL or its custom domain).')
param publicUrl string

@description('PROVIDER_NAME: provider name used in paths and texts.')
param providerName string = 'stryker'

@description('AUTH_TOKEN_ISSUER')
param authTokenIssuer string = 'portail-fidelite'

@description('AUTH_TOKEN_AUDIENCE')
param authTokenAudience string = 'portail-fidelite-api'

@description('AUTH_TOKEN_TTL_MINUTES')
@minValue(5)
@maxValue(240)
param authTokenTtlMinutes int = 60

@description('MAIL_FROM: sender of every e-mail (a SendGrid verified sender).')
param mailFrom string

@description('SALES_EMAIL: provider sales address that receives contact messages.')
param salesEmail string

@description('ENTRA_TENANT_ID: empty hides Microsoft sign-in.')
param entraTenantId string = ''

@description('ENTRA_CLIENT_ID: application (client) id of the Entra app registration; empty hides Microsoft sign-in.')
param entraClientId string = ''

@description('ENTRA_API_SCOPE: empty means api://<client id>/access_as_user.')
param entraApiScope string = ''

@description('ENTRA_AUTHORITY_HOST')
param entraAuthorityHost string = 'https://login.microsoftonline.com'

@description('LOGIN_ADDRESS_MAX_FAILURES: failed sign-ins from one client address within 15 minutes beyond which it gets 429.')
@minValue(1)
@maxValue(100000)
param loginAddressMaxFailures int = 30

@description('IMPORT_MAX_UPLOAD_MB: largest Excel file an import accepts, in MB.')
@minValue(1)
@maxValue(100)
param importMaxUploadMb int = 20

@description('EXPORT_INLINE_MAX_ROWS: rows beyond which a list export is written in the background and e-mailed.')
@minValue(1)
@maxValue(1000000)
param exportInlineMaxRows int = 50000

@description('CLIENT_ADDRESS_PROXY_HOPS: X-Forwarded-For entries appended after the client\'s own address by proxies (0: the last entry is the client\'s).')
@minValue(0)
@maxValue(5)
param clientAddressProxyHops int = 0

@description('Application Insights accepts only Entra-signed telemetry: the Functions host signs its own with the identity.')
param applicationInsightsEntraAuth bool = true

@description('REQUEST_BUDGET_MS: time budget of one HTTP request; past it the caller gets a 503 and the work stops writing.')
@minValue(1)
@maxValue(230000)
param requestBudgetMs int = 10000

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

resource logAnalytics 'Microsoft.OperationalInsights/workspaces@2022-10-01' existing = {
  name: logAnalyticsName
}

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    name: 'FC1'
    tier: 'FlexConsumption'
  }
  properties: {
    reserved: true // Linux
  }
}

resource site 'Microsoft.Web/sites@2024-04-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': 'api' })
  kind: 'functionapp,linux'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    // Reachable from the internet because the Static Web App's linked backend proxies /api to this public host
    // name (it has no private path). Only that proxy gets an answer: linking sets up the app's authentication
    // ("Azure Static Web Apps (Linked)" provider), which refuses every other caller with 401. This template
    // therefore declares no authsettingsV2 of its own: one would replace the link's and open the app
    // (infra/README.md, « À vérifier au premier déploiement »).
    publicNetworkAccess: 'Enabled'
    clientAffinityEnabled: false
    keyVaultReferenceIdentity: 'SystemAssigned'
    siteConfig: {
      minTlsVersion: '1.2'
      scmMinTlsVersion: '1.2'
      http20Enabled: true
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storage.properties.primaryEndpoints.blob}${deploymentContainerName}'
          authentication: {
            type: 'SystemAssignedIdentity'
          }
        }
      }
      scaleAndConcurrency: {
        maximumInstanceCount: maximumInstanceCount
        instanceMemoryMB: instanceMemoryMB
      }
      // Node 22: Node 20 reached its end of life in April 2026 and the Azure SDK packages the app uses
      // (@azure/cosmos, @azure/storage-*) declare Node >= 22. The bundle targets it, and local runs use it too.
      runtime: {
        name: 'node'
        version: '22'
      }
    }
  }
}

// The app's logs, security events included (functions/src/http/security-events.ts), go to the workspace
// table FunctionAppLogs in full: Application Insights samples its traces (host.json), a diagnostic setting
// keeps every line, which is what an investigation of a sign-in or a refusal needs.
resource siteDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'journaux-vers-log-analytics'
  scope: site
  properties: {
    workspaceId: logAnalytics.id
    logs: [
      {
        category: 'FunctionAppLogs'
        enabled: true
      }
    ]
  }
}

// No FTP(S) and no basic-auth publishing: deployments authenticate with Entra ID (azd, func, az CLI).
resource ftpPolicy 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2024-04-01' = {
  parent: site
  name: 'ftp'
  properties: {
    allow: false
  }
}

resource scmPolicy 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2024-04-01' = {
  parent: site
  name: 'scm'
  properties: {
    allow: false
  }
}

// Roles before settings: the Key Vault references resolve at the first start only if the identity can read
// the secrets.
module roles 'roles.bicep' = {
  name: 'roles-${name}'
  params: {
    principalId: site.identity.principalId
    storageAccountName: storageAccountName
    cosmosAccountName: cosmosAccountName
    keyVaultName: keyVaultName
    applicationInsightsName: applicationInsightsName
  }
}

// Identity-based storage connection (no key): the Functions host state, the queue triggers (connection
// 'AzureWebJobsStorage') and the app's own Blob/Queue clients. The service URIs win over the account name in
// the host; the account name stays for the tools that only read that form.
var storageSettings = {
  AzureWebJobsStorage__accountName: storage.name
  AzureWebJobsStorage__credential: 'managedidentity'
  AzureWebJobsStorage__blobServiceUri: storage.properties.primaryEndpoints.blob
  AzureWebJobsStorage__queueServiceUri: storage.properties.primaryEndpoints.queue
  AzureWebJobsStorage__tableServiceUri: storage.properties.primaryEndpoints.table
}

var appSettings = union(storageSettings, {
  // Not a secret: the component refuses telemetry that is not signed by an Entra identity (DisableLocalAuth).
  APPLICATIONINSIGHTS_CONNECTION_STRING: applicationInsights.properties.ConnectionString
  // The Functions host's own telemetry, signed with the system-assigned identity (empty: unsigned, only when
  // the component accepts local authentication, applicationInsightsEntraAuth false).
  APPLICATIONINSIGHTS_AUTHENTICATION_STRING: applicationInsightsEntraAuth ? 'Authorization=AAD' : ''
  COSMOS_ENDPOINT: cosmos.properties.documentEndpoint
  COSMOS_DATABASE: cosmosDatabaseName
  COSMOS_ALLOW_SELF_SIGNED: 'false'
  PUBLIC_URL: publicUrl
  PROVIDER_NAME: providerName
  // Holds the API to the production rules (no sample token secret, no key-set override).
  DEPLOYMENT_PROFILE: 'azure'
  AUTH_TOKEN_SECRET: '@Microsoft.KeyVault(SecretUri=${authTokenSecretUri})'
  AUTH_TOKEN_ISSUER: authTokenIssuer
  AUTH_TOKEN_AUDIENCE: authTokenAudience
  AUTH_TOKEN_TTL_MINUTES: string(authTokenTtlMinutes)
  SENDGRID_API_KEY: '@Microsoft.KeyVault(SecretUri=${sendGridApiKeySecretUri})'
  SENDGRID_BASE_URL: ''
  MAIL_FROM: mailFrom
  SALES_EMAIL: salesEmail
  ENTRA_TENANT_ID: entraTenantId
  ENTRA_CLIENT_ID: entraClientId
  ENTRA_API_SCOPE: entraApiScope
  ENTRA_AUTHORITY_HOST: entraAuthorityHost
  // ENTRA_JWKS_URI stays unset: the key set is derived from the tenant, and the API refuses an override
  // outside DEPLOYMENT_PROFILE=local.
  LOGIN_ADDRESS_MAX_FAILURES: string(loginAddressMaxFailures)
  CLIENT_ADDRESS_PROXY_HOPS: string(clientAddressProxyHops)
  IMPORT_MAX_UPLOAD_MB: string(importMaxUploadMb)
  EXPORT_INLINE_MAX_ROWS: string(exportInlineMaxRows)
  // The heap grows by 100 % of what is live between two full collections, not up to four times: an import of
  // 200,000 lines stays near 700 MB, and takes less CPU in collections than at 40 % (docs/import.md).
  languageWorkers__node__arguments: '--heap-growing-percent=100'
  REQUEST_BUDGET_MS: string(requestBudgetMs)
})

resource siteAppSettings 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: site
  name: 'appsettings'
  properties: appSettings
  dependsOn: [
    roles
  ]
}

output id string = site.id
output name string = site.name
output location string = location
output principalId string = site.identity.principalId
output defaultHostName string = site.properties.defaultHostName
output uri string = 'https://${site.properties.defaultHostName}'
