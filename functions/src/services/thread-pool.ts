import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/**
 * One of our worker modules: from the sources (tsx, vitest) a module of src/services/ and the worker
 * src/workers/<name>.ts; in the bundle dist/index.js and the worker the entry point dist/workers/<name>.js.
 */
export function workerModule(name: string): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource ? new URL(`../workers/${name}.ts`, import.meta.url) : new URL(`./workers/${name}.js`, import.meta.url);
}

/**
 * Threads inherit the process's Node options: under tsx they load a .ts worker as the process does. A
 * process that runs the sources without tsx's loader (vitest's test processes) gives it to its threads.
 */
function execArgvFor(worker: URL): string[] | undefined {
  if (!worker.pathname.endsWith('.ts') || process.execArgv.some((arg) => /[\\/]tsx[\\/]/.test(arg))) return undefined;
  return [...process.execArgv, '--import', 'tsx'];
}

export interface ThreadPool<Task, Result> {
  run(task: Task, options?: { signal?: AbortSignal; transferList?: Transferable[] }): Promise<Result>;
  /**
   * Starts a thread, its modules loaded, ahead of a task known to be coming (the worker module's `warm` export
   * runs); a thread already there takes it as a task of nothing. Idle, it ends after `idleTimeout` as any thread.
   */
  warm(): void;
  /** Ends the threads (tests, scripts); the next task starts a new pool. */
  close(): Promise<void>;
}

/**
 * Nice value added to the threads of background work (an import's): when more threads are ready to run than
 * there are cores (the serving thread, an import's two, V8's collectors), the scheduler gives the serving
 * thread most of a core and the import what is left, where it shared equally before and each customer's
 * request waited its turn behind the import's slices (docs/import.md). giveWay (context/foreground.ts) is
 * what the work chooses to wait for; this is how the system shares the cores while both run. Piscina applies
 * it (`niceIncrement`) through @napi-rs/nice, its optional dependency, declared in functions/package.json so
 * that it is always installed and deployed; a thread started from such a thread inherits its nice value.
 */
export const BACKGROUND_NICE = 10;

export interface ThreadPoolOptions {
  maxThreads: number;
  idleTimeout?: number;
  concurrentTasksPerWorker?: number;
  /** Added to the threads' nice value: BACKGROUND_NICE for background work. */
  niceIncrement?: number;
  /** The threads' young generation (V8's default when absent): a larger one collects less often. */
  youngGenerationMb?: number;
  /**
   * The threads' old generation: a thread that needs more dies (its task rejected with the code
   * ERR_WORKER_OUT_OF_MEMORY) where, with no limit, it would grow until the whole instance ran out.
   */
  oldGenerationMb?: number;
}

/**
 * A pool of `worker` threads, started on first use; idle threads end after `idleTimeout`. A thread that
 * fails outside a task (while it starts, say) makes Piscina emit 'error', which nothing would catch: the
 * whole instance, and every request it serves, would go down. Here the failure is logged, the tasks waiting
 * for that pool are refused (Piscina starts no more threads after such a failure, so they would wait for
 * ever) and the next task starts a new pool.
 */
export function threadPool<Task, Result>(worker: URL, options: ThreadPoolOptions): ThreadPool<Task, Result> {
  let pool: Piscina<Task, Result> | undefined;
  const current = (): Piscina<Task, Result> => {
    if (pool) return pool;
    const created = new Piscina<Task, Result>({
      filename: fileURLToPath(worker),
      execArgv: execArgvFor(worker),
      minThreads: 0,
      maxThreads: options.maxThreads,
      idleTimeout: options.idleTimeout ?? 60_000,
      concurrentTasksPerWorker: options.concurrentTasksPerWorker ?? 1,
      niceIncrement: options.niceIncrement ?? 0,
      resourceLimits: {
        ...(options.youngGenerationMb ? { maxYoungGenerationSizeMb: options.youngGenerationMb } : {}),
        ...(options.oldGenerationMb ? { maxOldGenerationSizeMb: options.oldGenerationMb } : {}),
      },
    });
    created.on('error', (err: unknown) => {
      console.error(`Fil de travail ${worker.pathname.split('/').pop()} en échec :`, err);
      if (pool === created) pool = undefined;
      void created.destroy();
    });
    return (pool = created);
  };
  return {
    run: (task, runOptions) => current().run(task, runOptions as Parameters<Piscina['run']>[1]),
    warm: () => {
      current()
        .run(undefined as Task, { name: 'warm' })
        .catch((err: unknown) => console.error(`Démarrage anticipé du fil ${worker.pathname.split('/').pop()} en échec :`, err));
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.close();
    },
  };
}
