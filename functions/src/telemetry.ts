import { app, type FunctionHandler, type PreInvocationContext } from '@azure/functions';
import { context as otelContext, createTraceState, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';

/**
 * Application Insights through OpenTelemetry, authenticated by the managed identity (the component refuses
 * instrumentation keys: DisableLocalAuth in infra). Loaded only when a connection string is configured, so
 * local runs and tests neither load nor start it.
 */
export async function startTelemetry(connectionString: string): Promise<void> {
  const [{ useAzureMonitor }, { azureCredential }] = await Promise.all([import('@azure/monitor-opentelemetry'), import('./data/azure-credential.js')]);
  useAzureMonitor({
    azureMonitorExporterOptions: { connectionString, credential: azureCredential() },
    // The Azure SDK instrumentation records each Cosmos DB, Blob and Queue call as a dependency.
    instrumentationOptions: { azureSdk: { enabled: true }, http: { enabled: true } },
    enableLiveMetrics: false,
  });
  app.hook.preInvocation(runInHostTrace);
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The W3C trace the Functions host opened for an invocation, as an OpenTelemetry parent context. */
function hostTraceContext(traceParent: string | null | undefined, traceState: string | null | undefined): Context | undefined {
  const match = TRACEPARENT.exec(traceParent ?? '');
  if (!match) return undefined;
  const [, traceId = '', spanId = '', flags = '00'] = match;
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16),
    isRemote: true,
    ...(traceState ? { traceState: createTraceState(traceState) } : {}),
  });
}

/**
 * Pre-invocation hook: the handler runs inside the trace the Functions host opened for this request or
 * message, so its Cosmos DB and queue calls are recorded under the same operation instead of traces of
 * their own.
 */
export function runInHostTrace(hook: PreInvocationContext): void {
  const host = hook.invocationContext.traceContext;
  const parent = hostTraceContext(host?.traceParent, host?.traceState);
  if (!parent) return;
  const handler: FunctionHandler = hook.functionHandler;
  hook.functionHandler = (...args: Parameters<FunctionHandler>) => otelContext.with(parent, () => handler(...args));
}
