import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { seedDatabase } from '../seed';
import { testConfig } from './config';
import type { TemplateName } from './postgresTemplates';

/**
 * Fills a test template: the latest schema, and for `demo` the demo data as
 * `seedDatabase(db, testConfig())` writes it. Apart from postgresTemplates.ts because a setup
 * file loads that one before a test file's mocks are in place, and the seed reads modules a test
 * may mock (crud.test.ts mocks the permissions).
 */
export async function fillTemplate(db: Kysely<Database>, template: TemplateName): Promise<void> {
  await migrateToLatest(db);
  if (template === 'demo') await seedDatabase(db, testConfig());
}
