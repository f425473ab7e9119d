import type { Translation } from '../../catalogue';
import type { customers as english } from '../../en/resources/customers';

export const customers: Translation<typeof english> = {
  name: "පාරිභෝගිකයා |||| පාරිභෝගිකයින්",
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
    cardNumber: "කාඩ්පත් අංකය",
  },
  // Short enough for the search box at a desk (640 px): "card" for the card number.
  search: "නම, දුරකථනය, WhatsApp, NIC, කාඩ්පත, ඊමේල්, ලිපිනය අනුව සොයන්න",
  create: "පාරිභෝගිකයෙකු එක් කරන්න",
  edit: "පාරිභෝගිකයා සංස්කරණය",
  empty: "පාරිභෝගිකයින් කිසිවෙකු හමු නොවීය",
  actions: {
    history: "ඉතිහාසය",
    historyFor: "%{name} ගේ ඉතිහාසය",
    account: "ගිණුම",
  },
  notifications: {
    created: "පාරිභෝගිකයා සාර්ථකව එක් කරන ලදී",
    updated: "පාරිභෝගිකයා සාර්ථකව යාවත්කාලීන කරන ලදී",
    deleted: "පාරිභෝගිකයා සාර්ථකව මකා දමන ලදී",
    createFailed: "පාරිභෝගිකයා එක් කිරීමට නොහැකි විය",
    updateFailed: "පාරිභෝගිකයා යාවත්කාලීන කිරීමට නොහැකි විය",
    deleteFailed: "පාරිභෝගිකයා මැකීමට නොහැකි විය",
    fetchFailed: "පාරිභෝගිකයින් ලබා ගැනීමට නොහැකි විය",
  },
  history: {
    title: "%{name} ගේ ඉතිහාසය",
    tabs: {
      purchase: "මිලදී ගැනීම්",
      recharge: "රීචාජ්",
      repair: "අලුත්වැඩියා",
    },
    empty: {
      purchase: "මිලදී ගැනීම් ඉතිහාසයක් හමු නොවීය",
      recharge: "රීචාජ් ඉතිහාසයක් හමු නොවීය",
      repair: "අලුත්වැඩියා ඉතිහාසයක් හමු නොවීය",
    },
    fetchFailed: "පාරිභෝගික ඉතිහාසය ලබා ගැනීමට නොහැකි විය",
    failed: {
      purchase: "මිලදී ගැනීම් ඉතිහාසය ලබා ගැනීමට නොහැකි විය",
      recharge: "රීචාජ් ඉතිහාසය ලබා ගැනීමට නොහැකි විය",
      repair: "අලුත්වැඩියා ඉතිහාසය ලබා ගැනීමට නොහැකි විය",
    },
    columns: {
      date: "දිනය",
      products: "භාණ්ඩ",
      total: "එකතුව",
      type: "වර්ගය",
      value: "වටිනාකම",
      price: "මිල",
      dateIn: "ලැබුණු දිනය",
      device: "උපාංගය",
      issues: "දෝෂ",
      status: "තත්ත්වය",
      amount: "අවසාන මුදල",
    },
  },
};
