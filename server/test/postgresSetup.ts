import type { TestProject } from 'vitest/node';
import { shopDay } from '../../src/domain/dates';
import { startCluster } from '../../scripts/postgresCluster';
import { createTemplate, templateDatabase } from './postgresTemplates';
import { fillTemplate } from './templateFill';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's PostgreSQL cluster, as its superuser on the maintenance database. */
    postgresUrl: string;
    /** The shop day the run's `demo` template was seeded on: its data is dated back from it. */
    postgresDemoDay: string;
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
  // Read before seeding: a seed across Colombo's midnight counts as the day before, and the
  // files of the new day seed their own (server/test/helpers.ts).
  const demoDay = shopDay();
  try {
    for (const template of ['migrated', 'demo'] as const) {
      await createTemplate(cluster.url, templateDatabase(template), (db) => fillTemplate(db, template));
    }
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresDemoDay', demoDay);
  return () => cluster.stop();
}
