import { InvocationContext, PreInvocationContext } from '@azure/functions';
import { context, ROOT_CONTEXT, trace, type Context, type ContextManager } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInHostTrace } from './telemetry.js';

/** What the Azure Monitor distro registers in Azure: the active context follows async calls. */
class AsyncContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active = (): Context => this.storage.getStore() ?? ROOT_CONTEXT;
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    return this.storage.run(ctx, () => fn.call(thisArg, ...args));
  }
  bind = <T>(_ctx: Context, target: T): T => target;
  enable = (): this => this;
  disable = (): this => {
    this.storage.disable();
    return this;
  };
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const HOST_SPAN = '00f067aa0ba902b7';

/** The trace a handler's SDK calls would be recorded under, seen from inside the handler after an await. */
const handlerSeeingTrace = async () => {
  await new Promise((r) => setTimeout(r, 1));
  const span = trace.getSpanContext(context.active());
  return span ? `${span.traceId}/${span.spanId}` : 'none';
};

beforeAll(() => {
  context.setGlobalContextManager(new AsyncContextManager());
});
afterAll(() => context.disable());

describe('runInHostTrace (telemetry pre-invocation hook)', () => {
  it("runs the handler inside the trace the Functions host opened, so its Cosmos and queue calls are the request's dependencies", async () => {
    const hook = new PreInvocationContext({
      invocationContext: new InvocationContext({ traceContext: { traceParent: `00-${TRACE_ID}-${HOST_SPAN}-01`, traceState: 'az=1' } }),
      functionCallback: handlerSeeingTrace,
    });
    runInHostTrace(hook);
    expect(await hook.functionHandler(undefined, hook.invocationContext)).toBe(`${TRACE_ID}/${HOST_SPAN}`);
  });

  it('leaves the handler alone when the host sent no usable trace', async () => {
    for (const traceParent of [undefined, 'pas-un-traceparent']) {
      const hook = new PreInvocationContext({
        invocationContext: new InvocationContext({ traceContext: { traceParent } }),
        functionCallback: handlerSeeingTrace,
      });
      runInHostTrace(hook);
      expect(await hook.functionHandler(undefined, hook.invocationContext)).toBe('none');
    }
  });
});
