import { clientConfigSchema } from '@portail/common';
import { config } from '../../config.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const getClientConfig = defineRoute({
  name: 'getClientConfig',
  method: 'GET',
  path: 'config',
  access: 'public',
  scope: { kind: 'none' },
  summary: 'Configuration publique de l’application (nom du fournisseur, connexion Microsoft)',
  tags: ['system'],
  response: clientConfigSchema,
  async handler() {
    const { providerName, entra } = config();
    return ok({ providerName, microsoft: entra ? { clientId: entra.clientId, authority: entra.authority, scope: entra.scope } : null });
  },
});
