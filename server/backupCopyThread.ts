import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { CopyHooks, CopyJob } from './backupCopy';
import { BackupError, type CheckedDatabase } from './databaseCheck';

export interface CopyWorkerData {
  job: CopyJob;
  /** Present when the caller has an `onStep`: one Int32, set to 1 when the step may go on. */
  stepSignal: SharedArrayBuffer | null;
}

/** What the worker posts: a restart, a step (with a step signal), then its result or its error's words. */
export type CopyMessage =
  | { kind: 'restart' }
  | { kind: 'step' }
  | { kind: 'done'; checked: CheckedDatabase }
  | { kind: 'failed'; refusal: boolean; name: string; message: string };

/**
 * How to start the worker. In the production bundle this code sits in dist-server/index.mjs
 * and scripts/build-server.mjs writes the worker beside it as dist-server/backupCopyWorker.mjs.
 * From the sources (tsx, vitest) this module is server/backupCopyThread.ts and the worker is
 * the .ts beside it: tsx's ESM loader does not load in worker threads, so a two-line script
 * registers tsx's CommonJS hooks and requires it (the worker and what it imports use no
 * `import.meta`, and it starts faster than through tsx's ESM register()).
 */
function workerStart(): [URL | string, WorkerOptions] {
  if (!import.meta.url.endsWith('.ts')) return [new URL('./backupCopyWorker.mjs', import.meta.url), {}];
  const require = createRequire(import.meta.url);
  const worker = fileURLToPath(new URL('./backupCopyWorker.ts', import.meta.url));
  const script = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(worker)});`;
  return [script, { eval: true }];
}

/**
 * `copyAndCheck` in a worker thread, so the event loop stays free while SQLite copies and
 * reads the whole file. Answers as `copyAndCheck` does in this thread: the same result, or a
 * BackupError (or plain Error) with the same message; the hooks run in this thread.
 */
export function copyAndCheckOffThread(job: CopyJob, hooks: Partial<CopyHooks>): Promise<CheckedDatabase> {
  const [source, options] = workerStart();
  const stepSignal = hooks.onStep ? new SharedArrayBuffer(4) : null;
  const data: CopyWorkerData = { job, stepSignal };
  return new Promise((resolve, reject) => {
    let answered = false;
    // A hook that throws fails the backup, as it would in this thread, once the worker is done.
    let hookFailure: { error: unknown } | null = null;
    const runHook = (hook: (() => void) | undefined) => {
      try {
        hook?.();
      } catch (error) {
        hookFailure ??= { error };
      }
    };
    const worker = new Worker(source, { ...options, workerData: data });
    worker.on('message', (message: CopyMessage) => {
      if (message.kind === 'restart') runHook(hooks.onRestart);
      else if (message.kind === 'step') {
        runHook(hooks.onStep);
        const signal = new Int32Array(stepSignal!);
        Atomics.store(signal, 0, 1);
        Atomics.notify(signal, 0);
      } else {
        answered = true;
        if (hookFailure) return reject(hookFailure.error);
        if (message.kind === 'done') return resolve(message.checked);
        const error = message.refusal ? new BackupError(message.message) : new Error(message.message);
        if (!message.refusal) error.name = message.name;
        reject(error);
      }
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The backup's worker stopped without an answer (exit code ${code})`));
    });
  });
}
