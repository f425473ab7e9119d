import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The size of the declaration, as README.md and docs/architecture.md state it, counted from
 * src/resources/types.ts: the documents are checked, not typed.
 */
// Vitest runs from the repository's root.
const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');
const types = read('src/resources/types.ts');

/** The top-level words of `ResourceDeclaration`: its properties at the first indent. */
function declarationWords(): string[] {
  const start = types.indexOf('export interface ResourceDeclaration');
  const body = types.slice(start, types.indexOf('\n}\n', start));
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]!);
}
const lines = types.split('\n').length - (types.endsWith('\n') ? 1 : 0);

describe('the declaration’s size in the documents', () => {
  it('README names its top-level words and the lines of types.ts', () => {
    expect(read('README.md')).toContain(`\`ResourceDeclaration\` has ${declarationWords().length} top-level words`);
    expect(read('README.md')).toContain(`\`src/resources/types.ts\` ${lines} lines`);
  });

  it('docs/architecture.md tables the same', () => {
    const architecture = read('docs/architecture.md');
    expect(architecture).toMatch(new RegExp(`\\| top-level keys of \`ResourceDeclaration\` \\| \\d+ \\| ${declarationWords().length} \\|`));
    expect(architecture).toMatch(new RegExp(`\\| lines of \`src/resources/types.ts\` \\| \\d+ \\| ${lines} \\|`));
  });
});
