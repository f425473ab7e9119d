import type { Translation } from '../../catalogue';
import type { staffs as english } from '../../en/resources/staffs';

export const staffs: Translation<typeof english> = {
  name: "ஊழியர் |||| ஊழியர்கள்",
  fields: {
    firstName: "முதல் பெயர்",
    lastName: "கடைசிப் பெயர்",
    fullName: "பெயர்",
    email: "மின்னஞ்சல்",
    password: "கடவுச்சொல்",
    newPassword: "புதிய கடவுச்சொல் (மாற்றாமலிருக்க வெறுமையாக விடுங்கள்)",
    role: "பங்கு",
    status: "நிலை",
    createdAt: "உருவாக்கம்",
    updatedAt: "புதுப்பிப்பு",
  },
  choices: {
    role: {
      admin: "ஊழியர்",
      super_admin: "நிர்வாகி",
    },
    status: {
      active: "செயலில்",
      inactive: "செயலற்றது",
    },
  },
  search: "பெயர், மின்னஞ்சல் மூலம் தேடு",
  create: "ஊழியரைச் சேர்",
  edit: "ஊழியரைத் திருத்து",
  empty: "ஊழியர்கள் எவரும் இல்லை",
  notifications: {
    created: "ஊழியர் வெற்றிகரமாகச் சேர்க்கப்பட்டார்",
    updated: "ஊழியர் விவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது",
    deleted: "ஊழியர் வெற்றிகரமாக நீக்கப்பட்டார்",
    createFailed: "ஊழியரைச் சேர்க்க முடியவில்லை",
    updateFailed: "ஊழியர் விவரத்தைப் புதுப்பிக்க முடியவில்லை",
    deleteFailed: "ஊழியரை நீக்க முடியவில்லை",
    fetchFailed: "ஊழியர் பட்டியலைப் பெற முடியவில்லை",
  },
};
