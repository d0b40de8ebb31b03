// Key Vault (Azure RBAC authorization) with the Function App's secrets. The Function App reads them through
// Key Vault references (@Microsoft.KeyVault(SecretUri=...)) with its system-assigned identity, which gets
// "Key Vault Secrets User" in roles.bicep. Secret names use '-' because Key Vault forbids '_'.

@description('Key Vault name (3-24 characters, globally unique).')
@minLength(3)
@maxLength(24)
param name string

param location string = resourceGroup().location
param tags object = {}

@description('HS256 key of the portal session tokens (AUTH_TOKEN_SECRET), at least 32 characters.')
@secure()
@minLength(32)
param authTokenSecret string

@description('SendGrid API key (SENDGRID_API_KEY).')
@secure()
@minLength(1)
param sendGridApiKey string

@description('Cosmos DB account whose primary key is stored as COSMOS-KEY (key authentication). Empty: no key secret.')
param cosmosAccountName string = ''

@description('Purge protection cannot be turned off once on; leave false for throw-away environments (azd down --purge).')
param enablePurgeProtection bool = false

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: name
  location: location
  tags: tags
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 7
    // The API rejects an explicit false: omit the property instead.
    enablePurgeProtection: enablePurgeProtection ? true : null
    enabledForDeployment: false
    enabledForDiskEncryption: false
    enabledForTemplateDeployment: false
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: 'Allow'
    }
  }
}

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = if (!empty(cosmosAccountName)) {
  name: cosmosAccountName
}

resource authTokenSecretResource 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'AUTH-TOKEN-SECRET'
  properties: {
    value: authTokenSecret
    contentType: 'text/plain'
  }
}

resource sendGridApiKeySecret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'SENDGRID-API-KEY'
  properties: {
    value: sendGridApiKey
    contentType: 'text/plain'
  }
}

resource cosmosKeySecret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = if (!empty(cosmosAccountName)) {
  parent: vault
  name: 'COSMOS-KEY'
  properties: {
    value: cosmos.listKeys().primaryMasterKey
    contentType: 'text/plain'
  }
}

output name string = vault.name
output id string = vault.id
output uri string = vault.properties.vaultUri
// Versionless URIs: the app picks up a rotated secret when App Service refreshes its references.
output authTokenSecretUri string = authTokenSecretResource.properties.secretUri
output sendGridApiKeySecretUri string = sendGridApiKeySecret.properties.secretUri
output cosmosKeySecretUri string = !empty(cosmosAccountName) ? cosmosKeySecret.properties.secretUri : ''
