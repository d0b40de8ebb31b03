/** What the matcher needs of a function: its method and its route template. */
interface Routed {
  method: string;
  path: string;
}

interface CompiledRoute<R extends Routed> {
  route: R;
  regex: RegExp;
  paramNames: string[];
  /** Literal segments win over parameters, as in Azure's ASP.NET routing: users/user before users/{id}. */
  specificity: number[];
}

/** Compiles an Azure route template ("carts/items/{cartItemId}/quantity", "{id:int}", "{*rest}"). */
function compileRoute<R extends Routed>(route: R): CompiledRoute<R> {
  const paramNames: string[] = [];
  const specificity: number[] = [];
  const parts = route.path.split('/').map((segment) => {
    const param = /^\{(\*?)([A-Za-z_][A-Za-z0-9_]*)(?::[^}]*)?(\?)?\}$/.exec(segment);
    if (!param) {
      specificity.push(2);
      return escapeRegex(segment);
    }
    paramNames.push(param[2]);
    specificity.push(param[1] ? 0 : 1);
    return param[1] ? '(.+)' : '([^/]+)';
  });
  return { route, regex: new RegExp(`^${parts.join('/')}/?$`, 'i'), paramNames, specificity };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compareSpecificity(a: CompiledRoute<Routed>, b: CompiledRoute<Routed>): number {
  for (let i = 0; i < Math.max(a.specificity.length, b.specificity.length); i++) {
    const diff = (b.specificity[i] ?? -1) - (a.specificity[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

export interface RouteMatch<R extends Routed> {
  route: R;
  params: Record<string, string>;
}

export function createMatcher<R extends Routed>(routes: R[]) {
  const compiled = routes.map(compileRoute).sort(compareSpecificity);
  return {
    /** path is the part after /api/. Answers the route for the method, or whether the path exists at all. */
    match(method: string, path: string): RouteMatch<R> | 'method-not-allowed' | undefined {
      let pathExists = false;
      for (const c of compiled) {
        const m = c.regex.exec(path);
        if (!m) continue;
        pathExists = true;
        if (c.route.method !== method.toUpperCase()) continue;
        const params: Record<string, string> = {};
        c.paramNames.forEach((name, i) => (params[name] = safeDecode(m[i + 1])));
        return { route: c.route, params };
      }
      return pathExists ? 'method-not-allowed' : undefined;
    },
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
