/**
 * The pipeline of every route of the table, in process: toHttpHandler as Azure calls it, real tokens checked
 * against users in a Cosmos DB server in memory, and each route's handler replaced by a stand-in that only
 * says it was reached. What the pipeline refuses never reaches the handler, so nothing can have changed.
 * With `realHandlers`, the routes' own handlers run instead, on the same data: a write's own checks.
 */
import azureFunctions from '@azure/functions';
import type { UserDoc } from '../data/users-repository.js';
import type { AnyRoute } from '../http/route.js';
import { routeLabel, type BuiltRequest } from './route-requests.js';
import { looksFrench } from './french.js';
import { startMemoryCosmos } from './memory-cosmos.js';
import { expect } from 'vitest';

const { HttpRequest, InvocationContext } = azureFunctions;

type ActorName = 'admin' | 'commercial' | 'userA' | 'group' | 'inactiveUser' | 'newcomer';

interface Actor {
  id: string;
  token: string;
}

export interface PipelineAnswer {
  status: number;
  // Error answers are checked field by field, whatever their shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  /** True when the route's handler ran: the pipeline let the request through (stand-ins only). */
  reached: boolean;
  headers: Headers;
}

export interface Harness {
  routes: AnyRoute[];
  actors: Record<ActorName, Actor>;
  /** Customer A: the only customer of userA, and the commercial's. */
  customerA: string;
  /** Customer B: the group user's, not A's user's nor the commercial's. */
  customerB: string;
  /** An inactive customer, linked to inactiveUser (with A). */
  inactiveCustomer: string;
  /**
   * The terms version in force. The customer users have accepted it, except newcomer (customer A's too);
   * staff have accepted nothing, as the terms bind only customer users.
   */
  termsVersionId: string;
  /** How many times each route's handler ran, by route name. */
  reachedCount: Map<string, number>;
  /** Writes one more active user, signed in with no password, for what a test needs besides the actors. */
  addUser(id: string, role: UserDoc['role'], customerIds: string[]): Promise<void>;
  invoke(route: AnyRoute, req: BuiltRequest, options?: InvokeOptions): Promise<PipelineAnswer>;
  close(): Promise<void>;
}

export interface InvokeOptions {
  token?: string | null;
  headers?: Record<string, string>;
  /** Sent as is in place of the JSON of req.body, with this content type (none when undefined). */
  raw?: { body: string; contentType: string | undefined };
}

export interface HarnessOptions {
  /** Each route's own handler runs behind the pipeline, in place of the stand-in. */
  realHandlers?: boolean;
}

const REACHED = 'gestionnaire atteint';

/** Starts the Cosmos DB server, writes the customers and users the checks need, and loads the route table. */
export async function startPipelineHarness(database: string, harnessOptions: HarnessOptions = {}): Promise<Harness> {
  // A budget left by another test file of the same worker would not be the default one.
  const memory = await startMemoryCosmos(database, { env: { REQUEST_BUDGET_MS: '10000' } });
  const cosmos = memory.data;
  const { createUser } = await import('../data/users-repository.js');
  const { issueAccessToken } = await import('../auth/tokens.js');
  const { toHttpHandler } = await import('../http/pipeline.js');
  const { routes } = await import('../routes.js');

  const customerA = 'client-a';
  const customerB = 'client-b';
  const customerC = 'client-c';
  const inactiveCustomer = 'client-inactif';
  for (const [id, active] of [
    [customerA, true],
    [customerB, true],
    [customerC, true],
    [inactiveCustomer, false],
  ] as const) {
    await cosmos.container('customers').items.create({ id, type: 'customer', number: id, name: id, active });
  }
  const people: Record<ActorName, { role: 'ADMIN' | 'COMMERCIAL' | 'CUSTOMER'; customerIds: string[] }> = {
    admin: { role: 'ADMIN', customerIds: [] },
    commercial: { role: 'COMMERCIAL', customerIds: [customerA] },
    userA: { role: 'CUSTOMER', customerIds: [customerA] },
    group: { role: 'CUSTOMER', customerIds: [customerB, customerC] },
    inactiveUser: { role: 'CUSTOMER', customerIds: [customerA, inactiveCustomer] },
    newcomer: { role: 'CUSTOMER', customerIds: [customerA] },
  };
  const termsVersionId = 'conditions-essai';
  const actors = {} as Record<ActorName, Actor>;
  const now = new Date().toISOString();
  const addUser = async (id: string, role: UserDoc['role'], customerIds: string[], name = id) => {
    await createUser({
      id,
      type: 'user',
      firstName: name,
      lastName: 'Essai',
      email: `${name}@essai.test`,
      role,
      active: true,
      customerIds,
      passwordHash: null,
      // Tokens issued in this same second must pass: only later resets end them.
      tokensValidAfter: 0,
      passwordToken: null,
      entra: null,
      createdAt: now,
      updatedAt: now,
      searchText: name,
    });
  };
  for (const [name, { role, customerIds }] of Object.entries(people) as [ActorName, (typeof people)[ActorName]][]) {
    const id = `utilisateur-${name}`;
    await addUser(id, role, customerIds, name);
    actors[name] = { id, token: (await issueAccessToken(id)).token };
    if (role === 'CUSTOMER' && name !== 'newcomer') {
      await cosmos
        .container('termsAcceptances')
        .items.create({ id: termsVersionId, type: 'termsAcceptance', userId: id, termVersionId: termsVersionId, acceptanceDate: now });
    }
  }
  await cosmos.container('terms').items.create({
    id: termsVersionId,
    type: 'termsVersion',
    versionNumber: '1',
    versionDate: now,
    fullText: 'Conditions d’essai',
    changeDescription: '',
    isActive: true,
    createdAt: now,
    updatedAt: now,
  });

  const reachedCount = new Map<string, number>();
  const handlers = new Map<AnyRoute, ReturnType<typeof toHttpHandler>>();
  const handlerOf = (route: AnyRoute) => {
    let h = handlers.get(route);
    if (!h) {
      const standIn: AnyRoute = {
        ...route,
        async handler() {
          reachedCount.set(route.name, (reachedCount.get(route.name) ?? 0) + 1);
          return { status: 200, body: JSON.stringify({ atteint: REACHED }) };
        },
      };
      h = toHttpHandler(harnessOptions.realHandlers ? route : standIn);
      handlers.set(route, h);
    }
    return h;
  };

  async function invoke(route: AnyRoute, req: BuiltRequest, options: InvokeOptions = {}): Promise<PipelineAnswer> {
    const url = new URL(`http://localhost/api/${req.path}`);
    for (const [k, v] of Object.entries(req.query)) url.searchParams.set(k, v);
    const headers: Record<string, string> = { ...req.headers, ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw) {
      body = options.raw.body;
      if (options.raw.contentType !== undefined) headers['content-type'] = options.raw.contentType;
    } else if (req.hasBody) {
      body = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    const request = new HttpRequest({
      method: req.method,
      url: url.toString(),
      headers,
      params: req.params,
      ...(body !== undefined ? { body: { string: body } } : {}),
    });
    const context = new InvocationContext({
      functionName: route.name,
      invocationId: crypto.randomUUID(),
      logHandler: (level, ...args) => level === 'error' && console.error(...args),
    });
    const res = await handlerOf(route)(request, context);
    const json = typeof res.body === 'string' && res.body !== '' ? JSON.parse(res.body) : undefined;
    if (json === undefined && !harnessOptions.realHandlers) throw new Error(`${routeLabel(route)} : réponse ${res.status} sans JSON`);
    return { status: res.status ?? 200, json, reached: json?.atteint === REACHED, headers: new Headers(res.headers as HeadersInit | undefined) };
  }

  return {
    routes,
    actors,
    customerA,
    customerB,
    inactiveCustomer,
    termsVersionId,
    reachedCount,
    addUser: (id, role, customerIds) => addUser(id, role, customerIds),
    invoke,
    close: memory.close,
  };
}

/**
 * A refusal as the caller sees it: one of these statuses, the one error shape with a French message and
 * nothing else, and the handler never ran (so nothing was written, no mail left).
 */
export function expectRefused(answer: PipelineAnswer, statuses: number[], label: string): void {
  const context = `${label} : ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`;
  expect(answer.reached, `${context} (le gestionnaire a été appelé)`).toBe(false);
  expect(statuses, context).toContain(answer.status);
  expect(Object.keys(answer.json), context).toEqual(['error']);
  expect(answer.json.error, context).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(looksFrench(answer.json.error.message), `${context} : message non français`).toBe(true);
}

/** The pipeline let the request through to the handler. */
export function expectReached(answer: PipelineAnswer, label: string): void {
  expect(answer.reached, `${label} : ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`).toBe(true);
}
