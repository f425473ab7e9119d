import type { Translation } from '../../catalogue';
import type { expensesCategories as english } from '../../en/resources/expensesCategories';

export const expensesCategories: Translation<typeof english> = {
  name: "செலவு வகை |||| செலவு வகைகள்",
  fields: {
    name: "வகையின் பெயர்",
    createdByName: "உருவாக்கியவர்",
    createdAt: "உருவாக்கம்",
    updatedAt: "புதுப்பிப்பு",
  },
  search: "வகையின் பெயர் மூலம் தேடு",
  create: "வகையைச் சேர்",
  edit: "வகையைத் திருத்து",
  empty: "வகைகள் எதுவும் இல்லை",
  notifications: {
    created: "வகை வெற்றிகரமாகச் சேர்க்கப்பட்டது",
    updated: "வகை வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது",
    deleted: "வகை வெற்றிகரமாக நீக்கப்பட்டது",
    createFailed: "வகையைச் சேர்க்க முடியவில்லை",
    updateFailed: "வகையைப் புதுப்பிக்க முடியவில்லை",
    deleteFailed: "வகையை நீக்க முடியவில்லை",
    fetchFailed: "வகைப் பட்டியலைப் பெற முடியவில்லை",
  },
};
