// Data-plane roles of the Function App's system-assigned identity, the only way it reaches anything (no key
// exists: Cosmos DB disableLocalAuth, storage allowSharedKeyAccess false, Application Insights DisableLocalAuth):
// - Storage Blob Data Owner: the Functions host's state in AzureWebJobsStorage (leases; the identity-based host
//   storage asks for Owner), the Flex Consumption deployment package container and the application containers;
// - Storage Queue Data Contributor: the queue triggers (read, delete, move to -poison) and the app's sends;
// - Storage Table Data Contributor: the host's diagnostic tables in AzureWebJobsStorage;
// - Key Vault Secrets User: resolves the @Microsoft.KeyVault(...) app settings (SendGrid key, token secret);
// - Monitoring Metrics Publisher: sends telemetry to Application Insights (Entra-authenticated ingestion);
// - Cosmos DB Built-in Data Contributor (a Cosmos SQL role assignment, not an Azure RBAC one).
// A separate module so principalId is a module parameter: role assignment names must be known when the
// module deployment starts.

@description('Object id of the principal (the Function App system-assigned identity).')
param principalId string

@allowed([
  'ServicePrincipal'
  'User'
  'Group'
])
param principalType string = 'ServicePrincipal'

param storageAccountName string
param cosmosAccountName string
param keyVaultName string
param applicationInsightsName string

// Built-in role definition ids (identical in every tenant).
var storageBlobDataOwner = 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
var storageQueueDataContributor = '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
var storageTableDataContributor = '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'
var keyVaultSecretsUser = '4633458b-17de-408a-b874-0445c86b69e6'
var monitoringMetricsPublisher = '3913510d-42f4-4e42-8a64-420c390055eb'
// Cosmos DB Built-in Data Contributor (a role of the account's own SQL RBAC).
var cosmosBuiltInDataContributor = '00000000-0000-0000-0000-000000000002'

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

resource blobOwner 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: storage
  name: guid(storage.id, principalId, storageBlobDataOwner)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', storageBlobDataOwner)
    principalId: principalId
    principalType: principalType
  }
}

resource queueContributor 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: storage
  name: guid(storage.id, principalId, storageQueueDataContributor)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', storageQueueDataContributor)
    principalId: principalId
    principalType: principalType
  }
}

resource tableContributor 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: storage
  name: guid(storage.id, principalId, storageTableDataContributor)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', storageTableDataContributor)
    principalId: principalId
    principalType: principalType
  }
}

resource telemetryPublisher 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: applicationInsights
  name: guid(applicationInsights.id, principalId, monitoringMetricsPublisher)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', monitoringMetricsPublisher)
    principalId: principalId
    principalType: principalType
  }
}

resource secretsUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: vault
  name: guid(vault.id, principalId, keyVaultSecretsUser)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', keyVaultSecretsUser)
    principalId: principalId
    principalType: principalType
  }
}

resource cosmosDataContributor 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = {
  parent: cosmos
  name: guid(cosmos.id, principalId, cosmosBuiltInDataContributor)
  properties: {
    roleDefinitionId: '${cosmos.id}/sqlRoleDefinitions/${cosmosBuiltInDataContributor}'
    principalId: principalId
    scope: cosmos.id
  }
}
