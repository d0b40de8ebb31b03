import type { ClientConfig } from '@portail/common';

type MicrosoftConfig = NonNullable<ClientConfig['microsoft']>;

/**
 * Opens the Microsoft popup and returns an Entra access token for the API scope.
 * MSAL is imported on demand so the sign-in page stays light for password users.
 */
export async function acquireMicrosoftToken(config: MicrosoftConfig): Promise<string> {
  const { createStandardPublicClientApplication } = await import('@azure/msal-browser');
  const client = await createStandardPublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      redirectUri: `${window.location.origin}/auth-redirect.html`,
    },
    cache: { cacheLocation: 'sessionStorage' },
  });
  const result = await client.loginPopup({ scopes: [config.scope], prompt: 'select_account' });
  return result.accessToken;
}
