/**
 * Worker thread of `copyAndCheckOffThread` (server/backupCopyThread.ts): runs `copyAndCheck`
 * and posts what happens. With a step signal, each step waits for the starting thread to run
 * its `onStep` (tests write to the source between steps).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { copyAndCheck } from './backupCopy';
import type { CopyMessage, CopyWorkerData } from './backupCopyThread';
import { BackupError } from './databaseCheck';

const { job, stepSignal } = workerData as CopyWorkerData;
const post = (message: CopyMessage) => parentPort!.postMessage(message);
const signal = stepSignal ? new Int32Array(stepSignal) : null;

copyAndCheck(job, {
  onRestart: () => post({ kind: 'restart' }),
  onStep: () => {
    if (!signal) return;
    Atomics.store(signal, 0, 0);
    post({ kind: 'step' });
    Atomics.wait(signal, 0, 0);
  },
}).then(
  (checked) => post({ kind: 'done', checked }),
  (error: unknown) =>
    post({
      kind: 'failed',
      refusal: error instanceof BackupError,
      name: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
    }),
);
