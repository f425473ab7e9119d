import type { Translation } from '../../catalogue';
import type { rechargesHistory as english } from '../../en/resources/rechargesHistory';
import { paymentFieldWords } from './paymentFields';

export const rechargesHistory: Translation<typeof english> = {
  name: "விற்பனை வரலாறு |||| விற்பனை வரலாறு",
  record: "%{buyer} க்கு %{type} விற்பனை (%{amount})",
  fields: {
    rechargeType: "ரீசார்ஜ் வகை",
    soldToName: "வாங்கியவர்",
    soldToType: "வாடிக்கையாளர் வகை",
    soldToId: "வாடிக்கையாளர் / முகவர்",
    "buyer.phoneNumber": "தொலைபேசி இலக்கம்",
    soldValue: "விற்ற மதிப்பு",
    soldPrice: "விற்ற விலை",
    unitCost: "அலகு அடக்கவிலை",
    profit: "இலாபம்",
    saleDate: "திகதி",
    createdByName: "உருவாக்கியவர்",
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
      customer: "வாடிக்கையாளர்",
      agent: "முகவர்",
    },
  },
  filters: {
    rechargeType: "வகை",
    saleDate: "திகதி",
  },
  clearFilters: "எல்லா வடிகட்டிகளையும் நீக்கு",
  summary: {
    Dialog: "Dialog இருப்பு",
    DDTV: "DDTV இருப்பு",
    Mobitel: "Mobitel இருப்பு",
    Hutch: "Hutch இருப்பு",
    Airtel: "Airtel இருப்பு",
    count: "பதிவுகள்",
    totalSoldPrice: "மொத்த விற்ற விலை",
    totalSoldValue: "மொத்த விற்ற மதிப்பு",
    totalCost: "மொத்த அடக்கவிலை",
    totalProfit: "மொத்த இலாபம்",
  },
  search: "பெயர், NIC, தொலைபேசி, அட்டை இலக்கம் மூலம் தேடு",
  create: "விற்பனையைப் பதிவுசெய்",
  empty: "விற்பனைகள் எதுவும் இல்லை",
  actions: {
    details: "விற்பனை விவரம்",
    whatsapp: "WhatsApp அனுப்பு",
  },
  whatsapp: {
    greeting: "அன்புள்ள %{name},",
    body: "%{date} அன்று செய்த உங்கள் %{type} ரீசார்ஜுக்கு நன்றி.",
    reloadValue: "வரவு வைக்கப்பட்ட ரீலோட் மதிப்பு: %{amount}",
    amount: "செலுத்திய தொகை: %{amount}",
    closing: "%{shop}",
  },
  justSold: "%{name} அவர்களுக்கான விற்பனை பதிவுசெய்யப்பட்டது: இப்போதே WhatsApp செய்தியை அனுப்பவா?",
  notifications: {
    created: "விற்பனை வெற்றிகரமாகப் பதிவுசெய்யப்பட்டது",
    createFailed: "விற்பனையைப் பதிவுசெய்ய முடியவில்லை",
    fetchFailed: "விற்பனைகளைப் பெற முடியவில்லை",
    fetchOneFailed: "விற்பனை விவரத்தைப் பெற முடியவில்லை",
    summaryFailed: "இருப்புகளைப் பெற முடியவில்லை",
  },
};
