// Static Web App that serves frontend/dist. Standard sku: linked backends ("bring your own functions")
// need it. The /api route is forwarded to the Function App by staticwebapp-backend.bicep.
// No app settings are needed here: the React build reads its runtime configuration from GET /api/config
// (VITE_* variables are build-time and belong to the build, not to the resource).

@description('Static Web App name.')
param name string

@description('Static Web Apps are global; this region only holds the resource metadata.')
param location string

param tags object = {}

@description('Optional app settings of the Static Web App (not the Function App).')
param appSettings object = {}

resource staticSite 'Microsoft.Web/staticSites@2024-04-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': 'web' })
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  properties: {
    provider: 'Custom'
    // The deployed staticwebapp.config.json carries the routes and the security headers (CSP): it must apply.
    allowConfigFileUpdates: true
    // No pull-request preview environments: each would be a public copy of the site, and linked backends
    // are not supported there anyway. azd deploys to production only.
    stagingEnvironmentPolicy: 'Disabled'
    enterpriseGradeCdnStatus: 'Disabled'
  }
}

resource staticSiteAppSettings 'Microsoft.Web/staticSites/config@2024-04-01' = if (!empty(appSettings)) {
  parent: staticSite
  name: 'appsettings'
  properties: appSettings
}

output name string = staticSite.name
output id string = staticSite.id
output defaultHostname string = staticSite.properties.defaultHostname
output uri string = 'https://${staticSite.properties.defaultHostname}'
