import type { Translation } from '../../catalogue';
import type { expensesCategories as english } from '../../en/resources/expensesCategories';

export const expensesCategories: Translation<typeof english> = {
  name: "වියදම් වර්ගය |||| වියදම් වර්ග",
  fields: {
    name: "වර්ගයේ නම",
    createdByName: "එක් කළේ",
    createdAt: "එක් කළ දිනය",
    updatedAt: "යාවත්කාලීන දිනය",
  },
  search: "වර්ගයේ නම අනුව සොයන්න",
  create: "වර්ගයක් එක් කරන්න",
  edit: "වර්ගය සංස්කරණය",
  empty: "වියදම් වර්ග කිසිවක් හමු නොවීය",
  notifications: {
    created: "වියදම් වර්ගය සාර්ථකව එක් කරන ලදී",
    updated: "වියදම් වර්ගය සාර්ථකව යාවත්කාලීන කරන ලදී",
    deleted: "වියදම් වර්ගය සාර්ථකව මකා දමන ලදී",
    createFailed: "වියදම් වර්ගය එක් කිරීමට නොහැකි විය",
    updateFailed: "වියදම් වර්ගය යාවත්කාලීන කිරීමට නොහැකි විය",
    deleteFailed: "වියදම් වර්ගය මැකීමට නොහැකි විය",
    fetchFailed: "වියදම් වර්ග ලැයිස්තුව ලබා ගැනීමට නොහැකි විය",
  },
};
