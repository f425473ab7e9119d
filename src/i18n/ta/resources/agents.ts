import type { Translation } from '../../catalogue';
import type { agents as english } from '../../en/resources/agents';

export const agents: Translation<typeof english> = {
  name: "முகவர் |||| முகவர்கள்",
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
  },
  search: "பெயர், தொலைபேசி, WhatsApp, NIC, மின்னஞ்சல், முகவரி மூலம் தேடு",
  create: "முகவரைச் சேர்",
  edit: "முகவரைத் திருத்து",
  empty: "முகவர்கள் எவரும் இல்லை",
  actions: {
    account: "கணக்கு",
  },
  notifications: {
    created: "முகவர் வெற்றிகரமாகச் சேர்க்கப்பட்டார்",
    updated: "முகவர் விவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது",
    deleted: "முகவர் வெற்றிகரமாக நீக்கப்பட்டார்",
    createFailed: "முகவரைச் சேர்க்க முடியவில்லை",
    updateFailed: "முகவர் விவரத்தைப் புதுப்பிக்க முடியவில்லை",
    deleteFailed: "முகவரை நீக்க முடியவில்லை",
    fetchFailed: "முகவர்களைப் பெற முடியவில்லை",
  },
};
