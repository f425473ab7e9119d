import type { Translation } from '../../catalogue';
import type { suppliers as english } from '../../en/resources/suppliers';

export const suppliers: Translation<typeof english> = {
  name: "සැපයුම්කරු |||| සැපයුම්කරුවන්",
  fields: {
    name: "සැපයුම්කරුගේ නම",
    phoneNumber: "දුරකථන අංකය",
    whatsappNumber: "WhatsApp අංකය",
    email: "ඊමේල්",
    address: "ලිපිනය",
    notes: "සටහන්",
    createdByName: "එක් කළේ",
    createdAt: "එක් කළ දිනය",
  },
  search: "නම, දුරකථනය හෝ ලිපිනය අනුව සොයන්න",
  create: "සැපයුම්කරුවෙකු එක් කරන්න",
  edit: "සැපයුම්කරු සංස්කරණය",
  empty: "සැපයුම්කරුවන් කිසිවෙකු හමු නොවීය",
  notifications: {
    created: "සැපයුම්කරු සාර්ථකව එක් කරන ලදී",
    updated: "සැපයුම්කරු සාර්ථකව යාවත්කාලීන කරන ලදී",
    deleted: "සැපයුම්කරු සාර්ථකව මකා දමන ලදී",
    createFailed: "සැපයුම්කරු එක් කිරීමට නොහැකි විය",
    updateFailed: "සැපයුම්කරු යාවත්කාලීන කිරීමට නොහැකි විය",
    deleteFailed: "සැපයුම්කරු මැකීමට නොහැකි විය",
    fetchFailed: "සැපයුම්කරුවන් ලැයිස්තුව ලබා ගැනීමට නොහැකි විය",
  },
};
