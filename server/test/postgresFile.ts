import { afterAll, inject } from 'vitest';
import { dropMadeDatabases } from './postgresTemplates';

// A setup file of the server-pg projects: it runs before each test file, where a module's own
// top-level hook would be registered for the first file of a worker only. It imports no more
// than the templates' module, so a test file's vi.mock still applies to what it mocks.
afterAll(() => dropMadeDatabases(inject('postgresUrl')));
