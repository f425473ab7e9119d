import type { Translation } from '../../catalogue';
import type { suppliers as english } from '../../en/resources/suppliers';

export const suppliers: Translation<typeof english> = {
  name: "விநியோகஸ்தர் |||| விநியோகஸ்தர்கள்",
  fields: {
    name: "விநியோகஸ்தரின் பெயர்",
    phoneNumber: "தொலைபேசி இலக்கம்",
    whatsappNumber: "WhatsApp இலக்கம்",
    email: "மின்னஞ்சல்",
    address: "முகவரி",
    notes: "குறிப்புகள்",
    createdByName: "உருவாக்கியவர்",
    createdAt: "உருவாக்கம்",
  },
  search: "பெயர், தொலைபேசி, முகவரி மூலம் தேடு",
  create: "விநியோகஸ்தரைச் சேர்",
  edit: "விநியோகஸ்தரைத் திருத்து",
  empty: "விநியோகஸ்தர்கள் எவரும் இல்லை",
  notifications: {
    created: "விநியோகஸ்தர் வெற்றிகரமாகச் சேர்க்கப்பட்டார்",
    updated: "விநியோகஸ்தர் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டார்",
    deleted: "விநியோகஸ்தர் வெற்றிகரமாக நீக்கப்பட்டார்",
    createFailed: "விநியோகஸ்தரைச் சேர்க்க முடியவில்லை",
    updateFailed: "விநியோகஸ்தரைப் புதுப்பிக்க முடியவில்லை",
    deleteFailed: "விநியோகஸ்தரை நீக்க முடியவில்லை",
    fetchFailed: "விநியோகஸ்தர் பட்டியலைப் பெற முடியவில்லை",
  },
};
