import type { Translation } from '../../catalogue';
import type { rechargesHistory as english } from '../../en/resources/rechargesHistory';
import { paymentFieldWords } from './paymentFields';

export const rechargesHistory: Translation<typeof english> = {
  name: "විකුණුම් ඉතිහාසය |||| විකුණුම් ඉතිහාසය",
  record: "%{buyer} වෙත %{type} විකුණුම (%{amount})",
  fields: {
    rechargeType: "රීචාජ් වර්ගය",
    soldToName: "ගැනුම්කරු",
    soldToType: "පාරිභෝගික වර්ගය",
    soldToId: "පාරිභෝගිකයා / නියෝජිතයා",
    "buyer.phoneNumber": "දුරකථන අංකය",
    soldValue: "විකුණූ වටිනාකම",
    soldPrice: "විකුණූ මිල",
    unitCost: "ඒකක පිරිවැය",
    profit: "ලාභය",
    saleDate: "දිනය",
    createdByName: "එක් කළේ",
    ...paymentFieldWords,
  },
  choices: {
    rechargeType: {
      Dialog: "Dialog",
      DDTV: "DDTV",
      Mobitel: "Mobitel",
      Hutch: "Hutch",
      Airtel: "Airtel",
    },
    soldToType: {
      customer: "පාරිභෝගිකයා",
      agent: "නියෝජිතයා",
    },
  },
  filters: {
    rechargeType: "වර්ගය",
    saleDate: "දිනය",
  },
  clearFilters: "සියලු පෙරහන් ඉවත් කරන්න",
  summary: {
    Dialog: "Dialog ශේෂය",
    DDTV: "DDTV ශේෂය",
    Mobitel: "Mobitel ශේෂය",
    Hutch: "Hutch ශේෂය",
    Airtel: "Airtel ශේෂය",
    count: "ලේඛන",
    totalSoldPrice: "මුළු විකුණූ මිල",
    totalSoldValue: "මුළු විකුණූ වටිනාකම",
    totalCost: "මුළු පිරිවැය",
    totalProfit: "මුළු ලාභය",
  },
  search: "නම, NIC, දුරකථනය, කාඩ්පත් අංකය අනුව සොයන්න",
  create: "විකුණුම සටහන් කරන්න",
  empty: "විකුණුම් කිසිවක් හමු නොවීය",
  actions: {
    details: "විකුණුම් විස්තර",
    whatsapp: "WhatsApp යවන්න",
  },
  whatsapp: {
    greeting: "හිතවත් %{name},",
    body: "%{date} දින ඔබ කළ %{type} රීචාජ් එකට ස්තූතියි.",
    reloadValue: "බැර කළ රීලෝඩ් වටිනාකම: %{amount}",
    amount: "ගෙවූ මුදල: %{amount}",
    closing: "%{shop}",
  },
  justSold: "%{name} වෙත විකුණුම සටහන් කරන ලදී: දැන් WhatsApp පණිවිඩය යවන්නද?",
  notifications: {
    created: "විකුණුම සාර්ථකව සටහන් කරන ලදී",
    createFailed: "විකුණුම සටහන් කිරීමට නොහැකි විය",
    fetchFailed: "විකුණුම් ලබා ගැනීමට නොහැකි විය",
    fetchOneFailed: "විකුණුම් විස්තර ලබා ගැනීමට නොහැකි විය",
    summaryFailed: "ශේෂ ලබා ගැනීමට නොහැකි විය",
  },
};
