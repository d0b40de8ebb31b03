import type { HookRegistration } from './registry.js';

/** Runs a registered handler for one invocation: its inputs, then the invocation context, as the worker calls it. */
export type Invoke = (handler: (...args: unknown[]) => unknown, inputs: unknown[], context: unknown) => Promise<unknown>;

/**
 * The worker's invocation path: each preInvocation hook the app registered sees the invocation and may put
 * another handler in its place (the app's telemetry does, to run inside the host's trace), then the handler
 * runs. Post-invocation hooks run after it, with its result or error.
 */
export function invoker(hooks: HookRegistration[]): Invoke {
  const named = (name: string) => hooks.filter((h) => h.hookName === name);
  return async (handler, inputs, invocationContext) => {
    const pre = { invocationContext, inputs, functionCallback: handler, hookData: {}, appHookData: {} };
    for (const hook of named('preInvocation')) await hook.callback(pre);
    let result: unknown;
    let error: unknown;
    try {
      result = await pre.functionCallback(...pre.inputs, invocationContext);
    } catch (err) {
      error = err;
    }
    const post = { invocationContext, inputs: pre.inputs, result, error, hookData: pre.hookData, appHookData: pre.appHookData };
    for (const hook of named('postInvocation')) await hook.callback(post);
    if (post.error !== undefined) throw post.error;
    return post.result;
  };
}
