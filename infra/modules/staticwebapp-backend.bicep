// Links the Function App to the Static Web App as its /api backend. A module of its own because the Function
// App needs the Static Web App host name (PUBLIC_URL) and the link needs the Function App: site first,
// then functions, then this link. Linking also configures App Service authentication on the Function App so
// that its /api is reached through the Static Web App.

@description('Name of the existing Static Web App.')
param staticWebAppName string

@description('Resource id of the Function App.')
param backendResourceId string

@description('Region of the Function App.')
param backendLocation string

resource staticSite 'Microsoft.Web/staticSites@2024-04-01' existing = {
  name: staticWebAppName
}

resource linkedBackend 'Microsoft.Web/staticSites/linkedBackends@2024-04-01' = {
  parent: staticSite
  name: 'api'
  properties: {
    backendResourceId: backendResourceId
    region: backendLocation
  }
}

output name string = linkedBackend.name
