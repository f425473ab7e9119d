import type { Translation } from '../../catalogue';
import type { customers as english } from '../../en/resources/customers';

export const customers: Translation<typeof english> = {
  name: "வாடிக்கையாளர் |||| வாடிக்கையாளர்கள்",
  fields: {
    firstName: "முதல் பெயர்",
    lastName: "கடைசிப் பெயர்",
    fullName: "பெயர்",
    address: "முகவரி",
    email: "மின்னஞ்சல்",
    phoneNumber: "தொலைபேசி இலக்கம்",
    whatsappNumber: "WhatsApp இலக்கம்",
    nicNumber: "NIC இலக்கம்",
    createdByName: "உருவாக்கியவர்",
    updatedByName: "புதுப்பித்தவர்",
    createdAt: "உருவாக்கம்",
    updatedAt: "புதுப்பிப்பு",
    cardNumber: "அட்டை இலக்கம்",
  },
  // Short enough for the search box at a desk (640 px): "phone" covers the WhatsApp number, "card" the card number.
  search: "பெயர், தொலைபேசி, NIC, அட்டை, மின்னஞ்சல், முகவரி மூலம் தேடு",
  create: "வாடிக்கையாளரைச் சேர்",
  edit: "வாடிக்கையாளரைத் திருத்து",
  empty: "வாடிக்கையாளர்கள் எவரும் இல்லை",
  actions: {
    history: "வரலாறு",
    historyFor: "%{name} அவர்களின் வரலாறு",
    account: "கணக்கு",
  },
  notifications: {
    created: "வாடிக்கையாளர் வெற்றிகரமாகச் சேர்க்கப்பட்டார்",
    updated: "வாடிக்கையாளர் விவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது",
    deleted: "வாடிக்கையாளர் வெற்றிகரமாக நீக்கப்பட்டார்",
    createFailed: "வாடிக்கையாளரைச் சேர்க்க முடியவில்லை",
    updateFailed: "வாடிக்கையாளர் விவரத்தைப் புதுப்பிக்க முடியவில்லை",
    deleteFailed: "வாடிக்கையாளரை நீக்க முடியவில்லை",
    fetchFailed: "வாடிக்கையாளர்களைப் பெற முடியவில்லை",
  },
  history: {
    title: "%{name} அவர்களின் வரலாறு",
    tabs: {
      purchase: "கொள்வனவு",
      recharge: "ரீசார்ஜ்",
      repair: "பழுதுபார்ப்பு",
    },
    empty: {
      purchase: "கொள்வனவு வரலாறு இல்லை",
      recharge: "ரீசார்ஜ் வரலாறு இல்லை",
      repair: "பழுதுபார்ப்பு வரலாறு இல்லை",
    },
    fetchFailed: "வாடிக்கையாளர் வரலாற்றைப் பெற முடியவில்லை",
    failed: {
      purchase: "கொள்வனவு வரலாற்றைப் பெற முடியவில்லை",
      recharge: "ரீசார்ஜ் வரலாற்றைப் பெற முடியவில்லை",
      repair: "பழுதுபார்ப்பு வரலாற்றைப் பெற முடியவில்லை",
    },
    columns: {
      date: "திகதி",
      products: "பொருட்கள்",
      total: "மொத்தம்",
      type: "வகை",
      value: "மதிப்பு",
      price: "விலை",
      dateIn: "பெற்ற திகதி",
      device: "சாதனம்",
      issues: "கோளாறுகள்",
      status: "நிலை",
      amount: "இறுதித் தொகை",
    },
  },
};
