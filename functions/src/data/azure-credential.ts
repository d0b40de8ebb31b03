import { DefaultAzureCredential, type TokenCredential } from '@azure/identity';

let credential: TokenCredential | undefined;

/**
 * The one Entra ID credential of the app: in Azure the Function App's managed identity (no key or connection
 * string anywhere), on a developer's machine an `az login` session when they point the app at Azure. Local
 * runs against the emulators never ask for it: they keep the emulator key and Azurite's connection string.
 */
export function azureCredential(): TokenCredential {
  credential ??= new DefaultAzureCredential();
  return credential;
}
