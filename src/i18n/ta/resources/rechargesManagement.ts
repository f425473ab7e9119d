import type { Translation } from '../../catalogue';
import type { rechargesManagement as english } from '../../en/resources/rechargesManagement';

export const rechargesManagement: Translation<typeof english> = {
  name: "ரீசார்ஜ் முகாமைத்துவம் |||| ரீசார்ஜ் முகாமைத்துவம்",
  record: "%{type} டாப்-அப், %{day} (%{amount})",
  fields: {
    rechargeType: "வகை",
    topUpValue: "மதிப்பு",
    topUpCost: "அடக்கவிலை",
    topUpDate: "திகதி",
    createdByName: "உருவாக்கியவர்",
    createdAt: "உருவாக்கம்",
    updatedAt: "புதுப்பிப்பு",
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
    rechargeType: "வகை",
    topUpDate: "திகதி",
  },
  summary: {
    Dialog: "Dialog இருப்பு",
    DDTV: "DDTV இருப்பு",
    Mobitel: "Mobitel இருப்பு",
    Hutch: "Hutch இருப்பு",
    Airtel: "Airtel இருப்பு",
    totalValue: "மொத்த மதிப்பு",
    totalCost: "மொத்த அடக்கவிலை",
    records: "பதிவுகள்",
  },
  search: "வகை, மதிப்பு, அடக்கவிலை, சேர்த்தவர் மூலம் தேடு",
  create: "டாப்-அப் சேர்",
  edit: "டாப்-அப் திருத்து",
  empty: "டாப்-அப்கள் எதுவும் இல்லை",
  confirmSave: {
    costAboveValue: {
      title: "டாப்-அப்பின் அடக்கவிலை அதன் மதிப்பை விட அதிகம்",
      content: "இந்த டாப்-அப்பின் அடக்கவிலை அது தரும் ரீலோட் மதிப்பை விட அதிகம்; எனவே இதிலிருந்து விற்கும் ஒவ்வொரு ரீலோடிலும் நட்டம் ஏற்படும். இருந்தாலும் சேமிக்கவா?",
    },
  },
  notifications: {
    created: "டாப்-அப் வெற்றிகரமாகச் சேர்க்கப்பட்டது",
    updated: "டாப்-அப் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது",
    deleted: "டாப்-அப் வெற்றிகரமாக நீக்கப்பட்டது",
    createFailed: "டாப்-அப்பைச் சேமிக்க முடியவில்லை",
    updateFailed: "டாப்-அப்பைச் சேமிக்க முடியவில்லை",
    deleteFailed: "டாப்-அப்பை நீக்க முடியவில்லை",
    fetchFailed: "டாப்-அப்களைப் பெற முடியவில்லை",
    summaryFailed: "இருப்புகளைப் பெற முடியவில்லை",
  },
};
