import type { Principal } from '../../auth/principal.js';
import type { ClaimActor } from '../../services/claims.js';

/** Who acts, as a claim's history names them. */
export const actorOf = (p: Principal): ClaimActor => ({ id: p.user.id, name: `${p.user.firstName ?? ''} ${p.user.lastName ?? ''}`.trim() || p.user.email });
