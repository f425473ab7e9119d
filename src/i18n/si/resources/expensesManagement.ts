import type { Translation } from '../../catalogue';
import type { expensesManagement as english } from '../../en/resources/expensesManagement';

export const expensesManagement: Translation<typeof english> = {
  name: "වියදම |||| වියදම් කළමනාකරණය",
  fields: {
    expenseDate: "දිනය",
    "categoryId.name": "වර්ගය",
    categoryId: "වර්ගය",
    description: "විස්තරය",
    amount: "මුදල",
    paidBy: "ගෙවූ ආකාරය",
    createdByName: "එක් කළේ",
  },
  filters: {
    categoryId: "වර්ගය",
    expenseDate: "නිශ්චිත දිනය",
    expenseDateRange: "දින පරාසය",
    paidBy: "ගෙවූ ආකාරය",
  },
  choices: {
    paidBy: {
      cash: "මුදල්",
      card: "කාඩ්පත",
      bank: "බැංකු මාරුව",
      wallet: "ජංගම පසුම්බිය",
      lankaqr: "LankaQR",
    },
  },
  summary: {
    filteredTotal: "පෙරහන් කළ එකතුව",
    globalTotal: "සමස්ත එකතුව",
    count: "හමු වූ ලේඛන",
  },
  search: "විස්තරය, වර්ගය අනුව සොයන්න",
  create: "වියදමක් එක් කරන්න",
  edit: "වියදම සංස්කරණය",
  empty: "වියදම් කිසිවක් හමු නොවීය",
  denied: {
    edit: "ඔබට වියදම් සංස්කරණය කිරීමට අවසර නැත",
    delete: "ඔබට වියදම් මැකීමට අවසර නැත",
  },
  notifications: {
    created: "වියදම සාර්ථකව එක් කරන ලදී",
    updated: "වියදම සාර්ථකව යාවත්කාලීන කරන ලදී",
    deleted: "වියදම සාර්ථකව මකා දමන ලදී",
    createFailed: "වියදම එක් කිරීමට නොහැකි විය",
    updateFailed: "වියදම යාවත්කාලීන කිරීමට නොහැකි විය",
    deleteFailed: "වියදම මැකීමට නොහැකි විය",
    fetchFailed: "වියදම් ලැයිස්තුව ලබා ගැනීමට නොහැකි විය",
  },
};
