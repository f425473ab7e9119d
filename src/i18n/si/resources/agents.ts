import type { Translation } from '../../catalogue';
import type { agents as english } from '../../en/resources/agents';

export const agents: Translation<typeof english> = {
  name: "නියෝජිතයා |||| නියෝජිතයින්",
  fields: {
    firstName: "මුල් නම",
    lastName: "අවසන් නම",
    fullName: "නම",
    address: "ලිපිනය",
    email: "ඊමේල්",
    phoneNumber: "දුරකථන අංකය",
    whatsappNumber: "WhatsApp අංකය",
    nicNumber: "NIC අංකය",
    createdByName: "එක් කළේ",
    updatedByName: "යාවත්කාලීන කළේ",
    createdAt: "එක් කළ දිනය",
    updatedAt: "යාවත්කාලීන දිනය",
  },
  search: "නම, දුරකථනය, WhatsApp, NIC, ඊමේල්, ලිපිනය අනුව සොයන්න",
  create: "නියෝජිතයෙකු එක් කරන්න",
  edit: "නියෝජිතයා සංස්කරණය",
  empty: "නියෝජිතයින් කිසිවෙකු හමු නොවීය",
  actions: {
    account: "ගිණුම",
  },
  notifications: {
    created: "නියෝජිතයා සාර්ථකව එක් කරන ලදී",
    updated: "නියෝජිතයා සාර්ථකව යාවත්කාලීන කරන ලදී",
    deleted: "නියෝජිතයා සාර්ථකව මකා දමන ලදී",
    createFailed: "නියෝජිතයා එක් කිරීමට නොහැකි විය",
    updateFailed: "නියෝජිතයා යාවත්කාලීන කිරීමට නොහැකි විය",
    deleteFailed: "නියෝජිතයා මැකීමට නොහැකි විය",
    fetchFailed: "නියෝජිතයින් ලබා ගැනීමට නොහැකි විය",
  },
};
