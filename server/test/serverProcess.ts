import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
export { ROOT };

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>/` */
  url: string;
  output: () => string;
}

/** The owner made on start by `ownerOnlyEnv`: no demo data, so the start is quick. */
export const OWNER = { email: 'owner@safety.test', password: 'owner-pass-1' };

/** Environment for a server with one super admin and no demo data. */
export function ownerOnlyEnv(dataDir: string): Record<string, string> {
  return { DATA_DIR: dataDir, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password };
}

/**
 * `tsx server/index.ts` in its own process (as an operator runs it) on a free port;
 * resolves once it listens. A server in the test's own process shares its event loop
 * with the client, which hides socket-level races.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(TSX, ['server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+\/)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        setTimeout(() => resolve({ child, url, output: () => output }), 100);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

/** SIGTERM, then the exit code. */
export function stopServerProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Signs in over HTTP; the token. */
export async function signInOver(url: string, who: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
