// Cosmos DB for NoSQL: account, database 'portail' and its containers.
// The container list MUST match functions/src/data/containers.ts (functions/src/data/containers-infra.test.ts
// checks it). A partition key cannot be changed after a container is created: changing one here means a new
// container and a data migration.

@description('Cosmos DB account name (lower case, 3-44 characters).')
@minLength(3)
@maxLength(44)
param name string

param location string = resourceGroup().location
param tags object = {}

@description('Database name (COSMOS_DATABASE).')
param databaseName string = 'portail'

@description('serverless: pay per request (single region, no throughput to manage). autoscale: provisioned throughput shared by all containers at database level.')
@allowed([
  'serverless'
  'autoscale'
])
param capacityMode string = 'serverless'

@description('Autoscale only: maximum RU/s shared by the database containers (scales between 10% and 100% of it).')
@minValue(1000)
param autoscaleMaxThroughput int = 1000

@description('Default time to live of the throttles container, in seconds (the longest throttle window is one hour).')
@minValue(3600)
param throttlesDefaultTtlSeconds int = 86400

// Keep in step with functions/src/data/containers.ts (id and partition key path of every container).
var containers = [
  { name: 'users', partitionKey: '/id' }
  { name: 'customers', partitionKey: '/id' }
  { name: 'customerData', partitionKey: '/customerId' }
  { name: 'sales', partitionKey: '/customerId' }
  { name: 'salesKeys', partitionKey: '/bucket' }
  { name: 'products', partitionKey: '/id' }
  { name: 'referenceData', partitionKey: '/list', uniqueKeys: ['/nameKey'] }
  { name: 'contracts', partitionKey: '/id' }
  { name: 'terms', partitionKey: '/id' }
  { name: 'termsAcceptances', partitionKey: '/userId' }
  { name: 'throttles', partitionKey: '/id', defaultTtl: throttlesDefaultTtlSeconds }
  { name: 'lookups', partitionKey: '/id' }
  { name: 'audit', partitionKey: '/entityId' }
  { name: 'settings', partitionKey: '/id' }
]

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: name
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: false
      }
    ]
    capabilities: capacityMode == 'serverless' ? [{ name: 'EnableServerless' }] : []
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: 'Continuous7Days'
      }
    }
    // Keys are off: the Function App signs in with its managed identity (Cosmos DB Built-in Data Contributor,
    // roles.bicep); functions/src/data/cosmos.ts uses DefaultAzureCredential when COSMOS_KEY is not set.
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    minimalTlsVersion: 'Tls12'
    // Explicit: the Function App (no virtual network) reaches the account over its public endpoint; with
    // local authentication off, only an Entra identity holding a data role reads or writes.
    publicNetworkAccess: 'Enabled'
    enableAutomaticFailover: false
    enableFreeTier: false
  }
}

resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-11-15' = {
  parent: account
  name: databaseName
  properties: {
    resource: {
      id: databaseName
    }
    options: capacityMode == 'autoscale' ? { autoscaleSettings: { maxThroughput: autoscaleMaxThroughput } } : {}
  }
}

resource sqlContainers 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-11-15' = [
  for c in containers: {
    parent: database
    name: c.name
    properties: {
      resource: union(
        {
          id: c.name
          partitionKey: {
            paths: [c.partitionKey]
            kind: 'Hash'
            version: 2
          }
          indexingPolicy: {
            indexingMode: 'consistent'
            automatic: true
            includedPaths: [{ path: '/*' }]
            excludedPaths: [{ path: '/"_etag"/?' }]
          }
        },
        contains(c, 'defaultTtl') ? { defaultTtl: c.defaultTtl } : {},
        contains(c, 'uniqueKeys') ? { uniqueKeyPolicy: { uniqueKeys: [for k in c.uniqueKeys: { paths: [k] }] } } : {}
      )
    }
  }
]

output name string = account.name
output id string = account.id
output endpoint string = account.properties.documentEndpoint
output databaseName string = database.name
