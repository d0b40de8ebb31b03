// Function App (Functions v4, Linux, Node 20) that serves /api and the storage-queue triggers.
//
// Hosting: Flex Consumption (FC1) by default. It is Microsoft's recommended serverless plan for new Linux
// apps (Linux Consumption Y1 gets no new features and retires on 30 September 2028), and it deploys the
// package to a blob container with the app's managed identity. hostingPlan = 'consumption' switches to
// Linux Consumption (Y1) if Flex is unavailable in the chosen region or a linked-backend problem shows up.
// Flex differences handled below:
// - the runtime is declared in functionAppConfig.runtime; the FUNCTIONS_WORKER_RUNTIME and
//   FUNCTIONS_EXTENSION_VERSION app settings, siteConfig.linuxFxVersion and siteConfig.ftpsState are
//   rejected on Flex, so they are only set for Y1;
// - FTP is turned off with the basicPublishingCredentialsPolicies below on both plans.
//
// App settings are the names of local.settings.sample.json ("Values"), except the local-only DEMO_PASSWORD;
// COSMOS_ALLOW_SELF_SIGNED is 'false' and SENDGRID_BASE_URL empty (SendGrid's own endpoint). Secrets are
// Key Vault references. functions/src/data/containers-infra.test.ts checks the list.

@description('Function App name (globally unique host name).')
param name string

@description('Hosting plan name.')
param planName string

param location string = resourceGroup().location
param tags object = {}

@allowed([
  'flex'
  'consumption'
])
@description('flex: Flex Consumption (FC1). consumption: Linux Consumption (Y1).')
param hostingPlan string = 'flex'

@description('Flex only: maximum number of instances.')
@minValue(40)
@maxValue(1000)
param maximumInstanceCount int = 100

@description('Flex only: memory of each instance.')
@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int = 2048

param storageAccountName string

@description('Flex only: blob container of the deployment package (created by storage.bicep).')
param deploymentContainerName string

param applicationInsightsName string
param cosmosAccountName string
param keyVaultName string

@description('Versionless secret URIs from keyvault.bicep.')
param authTokenSecretUri string
param sendGridApiKeySecretUri string
param cosmosKeySecretUri string

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

@description('ENTRA_JWKS_URI: empty means the tenant key set.')
param entraJwksUri string = ''

@description('REQUEST_BUDGET_MS: time budget of one HTTP request; past it the caller gets a 503 and the work stops writing.')
@minValue(1)
@maxValue(230000)
param requestBudgetMs int = 10000

var isFlex = hostingPlan == 'flex'

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: isFlex
    ? {
        name: 'FC1'
        tier: 'FlexConsumption'
      }
    : {
        name: 'Y1'
        tier: 'Dynamic'
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
    clientAffinityEnabled: false
    keyVaultReferenceIdentity: 'SystemAssigned'
    siteConfig: isFlex
      ? {
          minTlsVersion: '1.2'
          scmMinTlsVersion: '1.2'
        }
      : {
          linuxFxVersion: 'Node|20'
          ftpsState: 'Disabled'
          minTlsVersion: '1.2'
          scmMinTlsVersion: '1.2'
          http20Enabled: true
          use32BitWorkerProcess: false
        }
    functionAppConfig: isFlex
      ? {
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
          runtime: {
            name: 'node'
            version: '20'
          }
        }
      : null
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
  }
}

// AzureWebJobsStorage is a connection string, not the identity-based AzureWebJobsStorage__accountName form:
// functions/src/config.ts requires it and the app code opens Blob/Queue clients from it. Switch to
// AzureWebJobsStorage__accountName (the roles are already assigned) when the code accepts it, then set
// storage.bicep allowSharedKeyAccess to false. It stays a plain setting rather than a Key Vault reference:
// deployment tools and the scale controller read it directly.
var storageConnectionString = 'DefaultEndpointsProtocol=https;AccountName=${storage.name};EndpointSuffix=${environment().suffixes.storage};AccountKey=${storage.listKeys().keys[0].value}'

var appSettings = {
  AzureWebJobsStorage: storageConnectionString
  APPLICATIONINSIGHTS_CONNECTION_STRING: applicationInsights.properties.ConnectionString
  COSMOS_ENDPOINT: cosmos.properties.documentEndpoint
  COSMOS_KEY: '@Microsoft.KeyVault(SecretUri=${cosmosKeySecretUri})'
  COSMOS_DATABASE: cosmosDatabaseName
  COSMOS_ALLOW_SELF_SIGNED: 'false'
  PUBLIC_URL: publicUrl
  PROVIDER_NAME: providerName
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
  ENTRA_JWKS_URI: entraJwksUri
  REQUEST_BUDGET_MS: string(requestBudgetMs)
}

// Linux Consumption only (Flex rejects them; its runtime is functionAppConfig.runtime above).
var consumptionOnlySettings = {
  FUNCTIONS_WORKER_RUNTIME: 'node'
  FUNCTIONS_EXTENSION_VERSION: '~4'
}

resource siteAppSettings 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: site
  name: 'appsettings'
  properties: isFlex ? appSettings : union(appSettings, consumptionOnlySettings)
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
