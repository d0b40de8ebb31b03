// Storage account: files (invoices, contracts, product images, import uploads), the imports queue and its
// poison queue, the Functions host's own state (AzureWebJobsStorage) and, on Flex Consumption, the
// deployment package container.

@description('Storage account name (3-24 lower-case letters and digits).')
@minLength(3)
@maxLength(24)
param name string

param location string = resourceGroup().location
param tags object = {}

@description('Blob container that receives the Function App package (Flex Consumption).')
param deploymentContainerName string

@description('Days a deleted blob or container can be restored.')
@minValue(1)
@maxValue(365)
param deleteRetentionDays int = 7

// Application containers: every one private; files are served through the API (or short-lived SAS).
var appContainers = [
  'invoices'
  'contracts'
  'product-images'
  'avantages'
  'imports'
  'exports'
]

// One queue per queue trigger of functions/src/queues.ts: 'imports' receives one message per uploaded file,
// 'password-reset-requests' the reset e-mails the API no longer sends while the caller waits,
// 'maintenance' the back-office work too long for a request (a rename carried to the sales lines, the
// custom columns of every sales line), 'exports' the admin lists too long to export within a request.
// The Functions host moves a message that failed maxDequeueCount times (host.json: 5) to '<queue>-poison'; creating the
// poison queues up front lets monitoring and alerts reference them before the first failure.
// functions/src/data/provisioning-infra.test.ts checks the list against the code.
var queues = [
  'imports'
  'imports-poison'
  'password-reset-requests'
  'password-reset-requests-poison'
  'maintenance'
  'maintenance-poison'
  'exports'
  'exports-poison'
]

var blobContainers = concat(appContainers, [deploymentContainerName])

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: name
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: {
    name: 'Standard_LRS'
  }
  properties: {
    accessTier: 'Hot'
    allowBlobPublicAccess: false
    allowCrossTenantReplication: false
    // No account key works: the Functions host, the queue triggers, the app and the Flex deployment all use
    // the Function App's managed identity (roles.bicep), and no template reads the keys.
    allowSharedKeyAccess: false
    defaultToOAuthAuthentication: true
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    // Explicit: the Function App (Flex Consumption without a virtual network) and azd's deployment reach the
    // account over its public endpoint; with shared keys off, only an Entra identity holding a data role gets in.
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: 'Allow'
    }
    encryption: {
      keySource: 'Microsoft.Storage'
      services: {
        blob: {
          enabled: true
        }
        queue: {
          enabled: true
          keyType: 'Account'
        }
      }
    }
  }
}

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: storage
  name: 'default'
  properties: {
    deleteRetentionPolicy: {
      enabled: true
      days: deleteRetentionDays
    }
    containerDeleteRetentionPolicy: {
      enabled: true
      days: deleteRetentionDays
    }
  }
}

resource containers 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = [
  for containerName in blobContainers: {
    parent: blobService
    name: containerName
    properties: {
      publicAccess: 'None'
    }
  }
]

// Background exports are e-mailed as a link to their page: the workbooks are a download, not an archive.
resource lifecycle 'Microsoft.Storage/storageAccounts/managementPolicies@2023-05-01' = {
  parent: storage
  name: 'default'
  properties: {
    policy: {
      rules: [
        {
          name: 'exports-after-7-days'
          enabled: true
          type: 'Lifecycle'
          definition: {
            filters: {
              blobTypes: ['blockBlob']
              prefixMatch: ['exports/']
            }
            actions: {
              baseBlob: {
                delete: {
                  daysAfterModificationGreaterThan: 7
                }
              }
            }
          }
        }
      ]
    }
  }
}

resource queueService 'Microsoft.Storage/storageAccounts/queueServices@2023-05-01' = {
  parent: storage
  name: 'default'
}

resource storageQueues 'Microsoft.Storage/storageAccounts/queueServices/queues@2023-05-01' = [
  for queueName in queues: {
    parent: queueService
    name: queueName
  }
]

output name string = storage.name
output id string = storage.id
output blobEndpoint string = storage.properties.primaryEndpoints.blob
output queueEndpoint string = storage.properties.primaryEndpoints.queue
output tableEndpoint string = storage.properties.primaryEndpoints.table
