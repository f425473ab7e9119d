import type { Translation } from '../../catalogue';
import type { products as english } from '../../en/resources/products';

export const products: Translation<typeof english> = {
  name: "භාණ්ඩය |||| භාණ්ඩ",
  fields: {
    name: "නම",
    quantity: "ප්‍රමාණය",
    buyingPrice: "ගැනුම් මිල",
    sellingPrice: "විකුණුම් මිල",
    createdByName: "එක් කළේ",
    updatedByName: "යාවත්කාලීන කළේ",
    createdAt: "එක් කළ දිනය",
    added: "එක් කරන ප්‍රමාණය",
  },
  confirmSave: {
    underCost: {
      title: "විකුණුම් මිල ගැනුම් මිලට වඩා අඩුයි",
      content: "මෙම භාණ්ඩය එහි විකුණුම් මිලට විකුණන සෑම වරකම පාඩුයි. කෙසේ වෙතත් සුරකින්නද?",
    },
  },
  search: "භාණ්ඩයේ නම අනුව සොයන්න",
  filters: {
    quantity: "උපරිම තොගය",
  },
  create: "භාණ්ඩයක් එක් කරන්න",
  edit: "භාණ්ඩය සංස්කරණය",
  empty: "භාණ්ඩ කිසිවක් හමු නොවීය",
  actions: {
    refill: "තොගය පුරවන්න",
    stockCard: "තොග කාඩ්පත",
  },
  stockCard: {
    title: "තොග කාඩ්පත",
    subtitle: "%{name} · තොගයේ %{quantity}",
    at: "දිනය සහ වේලාව",
    what: "විස්තරය",
    quantity: "ප්‍රමාණය",
    onHand: "ඉතිරි තොගය",
    by: "කළේ",
    empty: "තවම තොග චලන කිසිවක් නැත",
    more: "තවත් පෙන්වන්න",
    fetchFailed: "තොග කාඩ්පත ලබා ගැනීමට නොහැකි විය",
    kinds: {
      opening: "ආරම්භක තොගය",
      sold: "විකුණුම",
      customerReturn: "පාරිභෝගිකයාගෙන් ආපසු ගැනීම",
      billDeleted: "බිල්පත මකා දැමුණි",
      refill: "තොගය පිරවීම",
      edited: "භාණ්ඩය සංස්කරණය කළා",
      received: "ලැබුණු භාණ්ඩ",
      supplierReturn: "සැපයුම්කරුට ආපසු දීම",
      adjusted: "ගැළපීම",
      counted: "තොග ගණන් කිරීම",
    },
  },
  figures: {
    currentStock: "දැනට ඇති තොගය",
    newStock: "නව තොගය",
  },
  denied: {
    create: "භාණ්ඩ එක් කළ හැක්කේ හිමිකරුට පමණි",
    edit: "භාණ්ඩ සංස්කරණය කළ හැක්කේ හිමිකරුට පමණි",
    refill: "භාණ්ඩ සංස්කරණය කළ හැක්කේ හිමිකරුට පමණි",
  },
  notifications: {
    created: "භාණ්ඩය සාර්ථකව එක් කරන ලදී",
    updated: "භාණ්ඩය සාර්ථකව යාවත්කාලීන කරන ලදී",
    deleted: "භාණ්ඩය සාර්ථකව මකා දමන ලදී",
    createFailed: "භාණ්ඩය සුරැකීමට නොහැකි විය",
    updateFailed: "භාණ්ඩය සුරැකීමට නොහැකි විය",
    deleteFailed: "භාණ්ඩය මැකීමට නොහැකි විය",
    fetchFailed: "භාණ්ඩ ලබා ගැනීමට නොහැකි විය",
    refillFailed: "තොගය පිරවීමට නොහැකි විය",
  },
};
