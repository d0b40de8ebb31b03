/**
 * The module the Azure Functions Node worker hands to `@azure/functions` as `@azure/functions-core`: the
 * library registers each function with `registerFunction(metadata, handler)` and each hook with
 * `registerHook`. The worker provides it by intercepting `require('@azure/functions-core')`; so does this
 * stand-in, so that an app is loaded exactly as Azure loads it (its own copy of the library, bundled or not)
 * and the local host serves what the app registered rather than a table it read on the side.
 */
import Module from 'node:module';
import type { HookRegistration, Registration } from './registry.js';

interface CoreFunctionMetadata {
  name: string;
  bindings: Record<string, Record<string, unknown> & { type: string; direction: string }>;
}

type ModuleLoad = (request: string, parent: unknown, isMain: boolean) => unknown;

/** What an app registered while it was loaded. */
export interface LoadedApp {
  functions: Registration[];
  hooks: HookRegistration[];
}

/**
 * Installs the stand-in and imports the app's entry point (a file path): answers what it registered. The
 * library checks for `log` before it allows HTTP streaming (host 4.28 or later), so the stand-in has one.
 */
export async function loadApp(entry: string): Promise<LoadedApp> {
  const loaded: LoadedApp = { functions: [], hooks: [] };
  const core = {
    version: '3.12.0',
    registerFunction(metadata: CoreFunctionMetadata, handler: (...args: unknown[]) => unknown) {
      loaded.functions.push({ metadata, handler });
      return { dispose() {} };
    },
    registerHook(hookName: string, callback: (context: unknown) => unknown) {
      const hook = { hookName, callback };
      loaded.hooks.push(hook);
      return { dispose: () => loaded.hooks.splice(loaded.hooks.indexOf(hook), 1) };
    },
    setProgrammingModel() {},
    getProgrammingModel() {},
    log(level: string, _category: string, message: string) {
      if (level === 'error' || level === 'warning') console.error(`[${level}] ${message}`);
    },
  };
  const internal = Module as unknown as { _load: ModuleLoad };
  const load = internal._load;
  internal._load = function (this: unknown, request, parent, isMain) {
    return request === '@azure/functions-core' ? core : load.call(this, request, parent, isMain);
  };
  await import(entry);
  return loaded;
}
