import type { Translation } from '../../catalogue';
import type { repairsIssues as english } from '../../en/resources/repairsIssues';

export const repairsIssues: Translation<typeof english> = {
  name: "අලුත්වැඩියා දෝෂය |||| අලුත්වැඩියා දෝෂ",
  fields: {
    name: "නම",
    actualCost: "සැබෑ පිරිවැය",
    customerPrice: "පාරිභෝගික මිල",
    margin: "ලාභ ආන්තිකය",
    createdByName: "එක් කළේ",
    warrantyDays: "වගකීම (දින)",
  },
  figures: {
    profit: "ලාභය",
    margin: "ආන්තිකය",
  },
  search: "දෝෂයේ නම අනුව සොයන්න",
  edit: "දෝෂය සංස්කරණය",
  create: "දෝෂයක් එක් කරන්න",
  empty: "දෝෂ කිසිවක් හමු නොවීය",
  notifications: {
    created: "දෝෂය සාර්ථකව එක් කරන ලදී",
    createFailed: "දෝෂය එක් කිරීමට නොහැකි විය",
    updated: "දෝෂය සාර්ථකව යාවත්කාලීන කරන ලදී",
    updateFailed: "දෝෂය යාවත්කාලීන කිරීමට නොහැකි විය",
    fetchFailed: "දෝෂ ලැයිස්තුව ලබා ගැනීමට නොහැකි විය",
  },
};
