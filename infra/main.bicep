// Portail Fidélité: everything the app needs in one resource group.
//   azd up                      (uses main.parameters.json)
//   az deployment sub create -l <region> -f infra/main.bicep -p environmentName=... (see README.md)
targetScope = 'subscription'

@minLength(1)
@maxLength(64)
@description('Environment name (azd AZURE_ENV_NAME); feeds the resource group name and the unique resource token.')
param environmentName string

@minLength(1)
@description('Region of every resource except the Static Web App. Pick one that offers Flex Consumption (e.g. francecentral, westeurope, northeurope, swedencentral).')
@metadata({
  azd: {
    type: 'location'
  }
})
param location string

@description('Static Web Apps are offered in a few regions only (the content itself is served globally).')
@allowed([
  'westeurope'
  'centralus'
  'eastus2'
  'westus2'
  'eastasia'
])
param staticWebAppLocation string = 'westeurope'

@description('Resource group name; empty: rg-<environmentName>.')
param resourceGroupName string = ''

// ---- Hosting and data ----
@allowed([
  'serverless'
  'autoscale'
])
@description('Cosmos DB capacity: serverless or database-level autoscale throughput.')
param cosmosCapacityMode string = 'serverless'

@minValue(1000)
@description('Cosmos DB autoscale maximum RU/s (autoscale only).')
param cosmosAutoscaleMaxThroughput int = 1000

// ---- Application settings ----
@description('PUBLIC_URL: public address of the portal. Empty: the Static Web App default address (set it when a custom domain is bound).')
param publicUrl string = ''

@description('PROVIDER_NAME')
param providerName string = 'stryker'

@description('AUTH_TOKEN_SECRET, stored in Key Vault: HS256 key of the session tokens, at least 32 characters. azd generates it at the first provisioning (64 letters and digits) and keeps it in the environment\'s config, so later runs reuse it; `azd env set AUTH_TOKEN_SECRET ...` chooses it instead.')
@secure()
@minLength(32)
@metadata({
  azd: {
    type: 'generate'
    config: {
      length: 64
      noSpecial: true
    }
  }
})
param authTokenSecret string

@description('AUTH_TOKEN_ISSUER')
param authTokenIssuer string = 'portail-fidelite'

@description('AUTH_TOKEN_AUDIENCE')
param authTokenAudience string = 'portail-fidelite-api'

@description('AUTH_TOKEN_TTL_MINUTES')
@minValue(5)
@maxValue(240)
param authTokenTtlMinutes int = 60

// ---- E-mail: optional, so that `azd up` needs nothing typed by hand. Until a SendGrid key is set, the
// portal works but sends no e-mail (SendGrid refuses the placeholder key; each failure is logged). Set them
// later with `azd env set SENDGRID_API_KEY/MAIL_FROM/SALES_EMAIL ...` then `azd provision` (README.md).
@description('SENDGRID_API_KEY, stored in Key Vault. Empty: a placeholder that SendGrid refuses (no e-mail is sent).')
@secure()
param sendGridApiKey string = ''

@description('MAIL_FROM: sender of every e-mail (verified in SendGrid). Empty: noreply@example.com, a placeholder.')
param mailFrom string = ''

@description('SALES_EMAIL: provider sales address that receives contact messages and is shown to customers. Empty: ventes@example.com, a placeholder.')
param salesEmail string = ''

@description('ENTRA_TENANT_ID: empty hides Microsoft sign-in.')
param entraTenantId string = ''

@description('ENTRA_CLIENT_ID: empty hides Microsoft sign-in.')
param entraClientId string = ''

@description('ENTRA_API_SCOPE: empty means api://<client id>/access_as_user.')
param entraApiScope string = ''

@description('ENTRA_AUTHORITY_HOST')
param entraAuthorityHost string = 'https://login.microsoftonline.com'

// ---- Checked at the first deployment (infra/README.md, « À vérifier au premier déploiement ») ----
@description('CLIENT_ADDRESS_PROXY_HOPS: X-Forwarded-For entries that proxies append after the client\'s own address (0: the last entry is the client\'s). 1 if the linked backend adds a hop of its own.')
@minValue(0)
@maxValue(5)
param clientAddressProxyHops int = 0

@description('true: Application Insights accepts only Entra-signed telemetry (local authentication off). false if telemetry does not arrive that way: the connection string alone then lets the host write.')
param applicationInsightsEntraAuth bool = true

// ---- The deploying user (azd sets AZURE_PRINCIPAL_ID to the signed-in account) ----
@description('Object id of the user or service principal that deploys; gets the data-plane roles to seed and inspect the data (modules/deployer-roles.bicep). Empty: no role.')
param principalId string = ''

@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
@description('Kind of principalId (azd sets AZURE_PRINCIPAL_TYPE).')
param principalType string = 'User'


var abbrs = loadJsonContent('abbreviations.json')
var resourceToken = toLower(uniqueString(subscription().id, environmentName, location))
var tags = {
  'azd-env-name': environmentName
  application: 'portail-fidelite'
}
var cosmosDatabaseName = 'portail'
var functionAppName = '${abbrs.webSitesFunctions}api-${resourceToken}'
// Flex Consumption deployment package container (lower case, at most 63 characters).
var deploymentContainerName = 'app-package-${resourceToken}'
// Placeholders on the reserved example.com domain: the app starts, and nobody mistakes them for real addresses.
var effectiveMailFrom = !empty(mailFrom) ? mailFrom : 'noreply@example.com'
var effectiveSalesEmail = !empty(salesEmail) ? salesEmail : 'ventes@example.com'

resource rg 'Microsoft.Resources/resourceGroups@2021-04-01' = {
  name: !empty(resourceGroupName) ? resourceGroupName : '${abbrs.resourcesResourceGroups}${environmentName}'
  location: location
  tags: tags
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  scope: rg
  params: {
    logAnalyticsName: '${abbrs.operationalInsightsWorkspaces}${resourceToken}'
    applicationInsightsName: '${abbrs.insightsComponents}${resourceToken}'
    location: location
    tags: tags
    entraAuthOnly: applicationInsightsEntraAuth
  }
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  scope: rg
  params: {
    name: '${abbrs.storageStorageAccounts}${resourceToken}'
    location: location
    tags: tags
    deploymentContainerName: deploymentContainerName
  }
}

module cosmos 'modules/cosmos.bicep' = {
  name: 'cosmos'
  scope: rg
  params: {
    name: '${abbrs.documentDBDatabaseAccounts}${resourceToken}'
    location: location
    tags: tags
    databaseName: cosmosDatabaseName
    capacityMode: cosmosCapacityMode
    autoscaleMaxThroughput: cosmosAutoscaleMaxThroughput
  }
}

module keyVault 'modules/keyvault.bicep' = {
  name: 'keyvault'
  scope: rg
  params: {
    name: '${abbrs.keyVaultVaults}${resourceToken}'
    location: location
    tags: tags
    authTokenSecret: authTokenSecret
    sendGridApiKey: sendGridApiKey
  }
}

module staticWebApp 'modules/staticwebapp.bicep' = {
  name: 'staticwebapp'
  scope: rg
  params: {
    name: '${abbrs.webStaticSites}${resourceToken}'
    location: staticWebAppLocation
    tags: tags
  }
}

// Also assigns the identity's roles (modules/roles.bicep) before writing the app settings.
module functions 'modules/functions.bicep' = {
  name: 'functions'
  scope: rg
  params: {
    name: functionAppName
    planName: '${abbrs.webServerFarms}${resourceToken}'
    location: location
    tags: tags
    storageAccountName: storage.outputs.name
    deploymentContainerName: deploymentContainerName
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    logAnalyticsName: monitoring.outputs.logAnalyticsName
    cosmosAccountName: cosmos.outputs.name
    keyVaultName: keyVault.outputs.name
    authTokenSecretUri: keyVault.outputs.authTokenSecretUri
    sendGridApiKeySecretUri: keyVault.outputs.sendGridApiKeySecretUri
    cosmosDatabaseName: cosmos.outputs.databaseName
    publicUrl: !empty(publicUrl) ? publicUrl : staticWebApp.outputs.uri
    providerName: providerName
    authTokenIssuer: authTokenIssuer
    authTokenAudience: authTokenAudience
    authTokenTtlMinutes: authTokenTtlMinutes
    mailFrom: effectiveMailFrom
    salesEmail: effectiveSalesEmail
    entraTenantId: entraTenantId
    entraClientId: entraClientId
    entraApiScope: entraApiScope
    entraAuthorityHost: entraAuthorityHost
    clientAddressProxyHops: clientAddressProxyHops
    applicationInsightsEntraAuth: applicationInsightsEntraAuth
  }
}

// The deploying user's data access (seed, inspect, rotate a secret): the Function App's roles are in roles.bicep.
module deployerRoles 'modules/deployer-roles.bicep' = if (!empty(principalId)) {
  name: 'deployer-roles'
  scope: rg
  params: {
    principalId: principalId
    principalType: principalType
    storageAccountName: storage.outputs.name
    cosmosAccountName: cosmos.outputs.name
    keyVaultName: keyVault.outputs.name
  }
}

module staticWebAppBackend 'modules/staticwebapp-backend.bicep' = {
  name: 'staticwebapp-backend'
  scope: rg
  params: {
    staticWebAppName: staticWebApp.outputs.name
    backendResourceId: functions.outputs.id
    backendLocation: functions.outputs.location
  }
}

// ---- Outputs (azd stores them in .azure/<env>/.env) ----
output AZURE_LOCATION string = location
output AZURE_TENANT_ID string = tenant().tenantId
output AZURE_RESOURCE_GROUP string = rg.name

output SITE_URL string = staticWebApp.outputs.uri
output PUBLIC_URL string = !empty(publicUrl) ? publicUrl : staticWebApp.outputs.uri
// The browser calls the API through the Static Web App (linked backend); the Function App host name is
// for diagnostics only.
output API_URL string = '${staticWebApp.outputs.uri}/api'
output FUNCTION_APP_URL string = functions.outputs.uri

output STATIC_WEB_APP_NAME string = staticWebApp.outputs.name
output FUNCTION_APP_NAME string = functions.outputs.name
output SERVICE_API_NAME string = functions.outputs.name
output SERVICE_WEB_NAME string = staticWebApp.outputs.name
output STORAGE_ACCOUNT_NAME string = storage.outputs.name
output COSMOS_ACCOUNT_NAME string = cosmos.outputs.name
output COSMOS_ENDPOINT string = cosmos.outputs.endpoint
output COSMOS_DATABASE string = cosmos.outputs.databaseName
output AZURE_KEY_VAULT_NAME string = keyVault.outputs.name
output AZURE_KEY_VAULT_ENDPOINT string = keyVault.outputs.uri
output APPLICATIONINSIGHTS_NAME string = monitoring.outputs.applicationInsightsName
output LOG_ANALYTICS_NAME string = monitoring.outputs.logAnalyticsName
