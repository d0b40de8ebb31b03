// Key Vault (Azure RBAC authorization) with the only two secrets that cannot be an identity: SendGrid's API key
// and the session-token secret. Cosmos DB, storage and Application Insights need none (managed identity).
// The Function App reads them through Key Vault references (@Microsoft.KeyVault(SecretUri=...)) with its
// system-assigned identity, which gets "Key Vault Secrets User" in roles.bicep. Secret names use '-' because
// Key Vault forbids '_'. Purge protection is on: a deleted vault (azd down) and its secrets stay recoverable
// for softDeleteRetentionInDays and nobody can purge them sooner.

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

@description('SendGrid API key (SENDGRID_API_KEY). Empty: the secret holds a placeholder that SendGrid refuses, so the app starts and sends no e-mail until a key is provisioned.')
@secure()
param sendGridApiKey string = ''

@description('Days a deleted vault stays recoverable (and its name taken), 7 to 90.')
@minValue(7)
@maxValue(90)
param softDeleteRetentionInDays int = 7

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
    softDeleteRetentionInDays: softDeleteRetentionInDays
    enablePurgeProtection: true
    enabledForDeployment: false
    enabledForDiskEncryption: false
    enabledForTemplateDeployment: false
    // Explicit: the Function App (Flex Consumption without a virtual network) resolves its Key Vault
    // references over the public endpoint; only Entra-authorized callers with a role get anything (RBAC).
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: 'Allow'
    }
  }
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
    // Not 'SG.…': @sendgrid/client logs that the key is not one, which says why no e-mail leaves.
    value: !empty(sendGridApiKey) ? sendGridApiKey : 'non-configure'
    contentType: 'text/plain'
  }
}

output name string = vault.name
output id string = vault.id
output uri string = vault.properties.vaultUri
// Versionless URIs: the app picks up a rotated secret when App Service refreshes its references.
output authTokenSecretUri string = authTokenSecretResource.properties.secretUri
output sendGridApiKeySecretUri string = sendGridApiKeySecret.properties.secretUri
