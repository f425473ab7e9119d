import type { TestProject } from 'vitest/node';
import { startCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's PostgreSQL cluster, as its superuser on the maintenance database. */
    postgresUrl: string;
  }
}

/** vitest globalSetup of the server-pg project: one private cluster for the whole run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
