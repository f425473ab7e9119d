/**
 * A language's resource words, found by folder as src/resources/registry.ts finds the
 * declarations, so a new resource's words are its file alone: `resources/<file>.ts`
 * exporting a const named as the file holds the words of the resource that name spells,
 * with '/' before each capital (`expensesCategories.ts` → `expenses/categories`). A file of
 * words two resources share (`paymentFields.ts`) exports no const of its own name.
 */
export function wordsByResource(files: Record<string, Record<string, unknown>>): Record<string, Record<string, any>> {
  const words: Record<string, Record<string, any>> = {};
  for (const [path, exports] of Object.entries(files)) {
    const file = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
    if (file in exports) words[file.replace(/[A-Z]/g, (capital) => `/${capital.toLowerCase()}`)] = exports[file] as Record<string, any>;
  }
  return words;
}
