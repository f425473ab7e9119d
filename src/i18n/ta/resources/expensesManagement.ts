import type { Translation } from '../../catalogue';
import type { expensesManagement as english } from '../../en/resources/expensesManagement';

export const expensesManagement: Translation<typeof english> = {
  name: "செலவு |||| செலவு முகாமைத்துவம்",
  fields: {
    expenseDate: "திகதி",
    "categoryId.name": "வகை",
    categoryId: "வகை",
    description: "விவரம்",
    amount: "தொகை",
    paidBy: "செலுத்திய முறை",
    createdByName: "உருவாக்கியவர்",
  },
  filters: {
    categoryId: "வகை",
    expenseDate: "குறிப்பிட்ட திகதி",
    expenseDateRange: "திகதி வரம்பு",
    paidBy: "செலுத்திய முறை",
  },
  choices: {
    paidBy: {
      cash: "ரொக்கம்",
      card: "அட்டை",
      bank: "வங்கிப் பரிமாற்றம்",
      wallet: "மொபைல் வாலட்",
      lankaqr: "LankaQR",
    },
  },
  summary: {
    filteredTotal: "வடிகட்டிய மொத்தம்",
    globalTotal: "முழு மொத்தம்",
    count: "கிடைத்த பதிவுகள்",
  },
  search: "விவரம், வகை மூலம் தேடு",
  create: "செலவைச் சேர்",
  edit: "செலவைத் திருத்து",
  empty: "செலவுகள் எதுவும் இல்லை",
  denied: {
    edit: "செலவுகளைத் திருத்த உங்களுக்கு அனுமதி இல்லை",
    delete: "செலவுகளை நீக்க உங்களுக்கு அனுமதி இல்லை",
  },
  notifications: {
    created: "செலவு வெற்றிகரமாகச் சேர்க்கப்பட்டது",
    updated: "செலவு வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது",
    deleted: "செலவு வெற்றிகரமாக நீக்கப்பட்டது",
    createFailed: "செலவைச் சேர்க்க முடியவில்லை",
    updateFailed: "செலவைப் புதுப்பிக்க முடியவில்லை",
    deleteFailed: "செலவை நீக்க முடியவில்லை",
    fetchFailed: "செலவுப் பட்டியலைப் பெற முடியவில்லை",
  },
};
