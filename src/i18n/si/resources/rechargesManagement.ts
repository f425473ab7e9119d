import type { Translation } from '../../catalogue';
import type { rechargesManagement as english } from '../../en/resources/rechargesManagement';

export const rechargesManagement: Translation<typeof english> = {
  name: "රීචාජ් කළමනාකරණය |||| රීචාජ් කළමනාකරණය",
  record: "%{type} ටොප්-අප්, %{day} (%{amount})",
  fields: {
    rechargeType: "වර්ගය",
    topUpValue: "වටිනාකම",
    topUpCost: "පිරිවැය",
    topUpDate: "දිනය",
    createdByName: "එක් කළේ",
    createdAt: "එක් කළ දිනය",
    updatedAt: "යාවත්කාලීන දිනය",
  },
  choices: {
    rechargeType: {
      Dialog: "Dialog",
      DDTV: "DDTV",
      Mobitel: "Mobitel",
      Hutch: "Hutch",
      Airtel: "Airtel",
    },
  },
  filters: {
    rechargeType: "වර්ගය",
    topUpDate: "දිනය",
  },
  summary: {
    Dialog: "Dialog ශේෂය",
    DDTV: "DDTV ශේෂය",
    Mobitel: "Mobitel ශේෂය",
    Hutch: "Hutch ශේෂය",
    Airtel: "Airtel ශේෂය",
    totalValue: "මුළු වටිනාකම",
    totalCost: "මුළු පිරිවැය",
    records: "ලේඛන",
  },
  search: "වර්ගය, වටිනාකම, පිරිවැය, එක් කළ අය අනුව සොයන්න",
  create: "ටොප්-අප් එක් කරන්න",
  edit: "ටොප්-අප් සංස්කරණය",
  empty: "ටොප්-අප් කිසිවක් හමු නොවීය",
  confirmSave: {
    costAboveValue: {
      title: "ටොප්-අප් පිරිවැය එහි වටිනාකමට වඩා වැඩියි",
      content: "මෙම ටොප්-අප් එකේ පිරිවැය එය දෙන රීලෝඩ් වටිනාකමට වඩා වැඩි බැවින්, එයින් විකුණන සෑම රීලෝඩ් එකකින්ම පාඩුයි. කෙසේ වෙතත් සුරකින්නද?",
    },
  },
  notifications: {
    created: "ටොප්-අප් සාර්ථකව එක් කරන ලදී",
    updated: "ටොප්-අප් සාර්ථකව යාවත්කාලීන කරන ලදී",
    deleted: "ටොප්-අප් සාර්ථකව මකා දමන ලදී",
    createFailed: "ටොප්-අප් සුරැකීමට නොහැකි විය",
    updateFailed: "ටොප්-අප් සුරැකීමට නොහැකි විය",
    deleteFailed: "ටොප්-අප් මැකීමට නොහැකි විය",
    fetchFailed: "ටොප්-අප් ලබා ගැනීමට නොහැකි විය",
    summaryFailed: "ශේෂ ලබා ගැනීමට නොහැකි විය",
  },
};
