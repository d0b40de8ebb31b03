import { app, type FunctionHandler } from '@azure/functions';
import { context as otelContext, propagation, ROOT_CONTEXT } from '@opentelemetry/api';

/**
 * Application Insights through OpenTelemetry, authenticated by the managed identity (the component refuses
 * instrumentation keys: DisableLocalAuth in infra). Loaded only when a connection string is configured, so
 * local runs and tests neither load nor start it.
 */
export async function startTelemetry(connectionString: string): Promise<void> {
  const [{ useAzureMonitor }, { azureCredential }] = await Promise.all([
    import('@azure/monitor-opentelemetry'),
    import('./data/azure-credential.js'),
  ]);
  useAzureMonitor({
    azureMonitorExporterOptions: { connectionString, credential: azureCredential() },
    // The Azure SDK instrumentation records each Cosmos DB, Blob and Queue call as a dependency.
    instrumentationOptions: { azureSdk: { enabled: true }, http: { enabled: true } },
    enableLiveMetrics: false,
  });
  app.hook.preInvocation((hook) => {
    const trace = hook.invocationContext.traceContext;
    if (!trace?.traceParent) return;
    // The handler runs inside the trace the Functions host opened for this request or message, so its
    // Cosmos and queue calls are correlated with it (same operation id) instead of starting traces of their own.
    const parent = propagation.extract(ROOT_CONTEXT, { traceparent: trace.traceParent, tracestate: trace.traceState ?? '' });
    const handler: FunctionHandler = hook.functionHandler;
    hook.functionHandler = (...args: Parameters<FunctionHandler>) => otelContext.with(parent, () => handler(...args));
  });
}
