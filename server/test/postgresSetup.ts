import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../seed';
import { testConfig } from './config';
import { startCluster } from '../../scripts/postgresCluster';
import { createTemplate } from './postgresTemplates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's PostgreSQL cluster, as its superuser on the maintenance database. */
    postgresUrl: string;
  }
}

/**
 * vitest globalSetup of the server-pg project: one private cluster for the whole run, and in it
 * the two databases every test file copies (`create database … template …` copies files, far
 * faster than running 36 migrations and the demo seed per app): the latest schema, empty, and
 * the same with the demo data, as buildTestApp seeds it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startCluster();
  try {
    await createTemplate(cluster.url, 'migrated', (db) => migrateToLatest(db));
    await createTemplate(cluster.url, 'demo', async (db) => {
      await migrateToLatest(db);
      await seedDatabase(db, testConfig());
    });
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
