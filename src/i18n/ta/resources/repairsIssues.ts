import type { Translation } from '../../catalogue';
import type { repairsIssues as english } from '../../en/resources/repairsIssues';

export const repairsIssues: Translation<typeof english> = {
  name: "பழுதுபார்ப்புக் கோளாறு |||| பழுதுபார்ப்புக் கோளாறுகள்",
  fields: {
    name: "பெயர்",
    actualCost: "உண்மையான அடக்கவிலை",
    customerPrice: "வாடிக்கையாளர் விலை",
    margin: "இலாப வீதம்",
    createdByName: "உருவாக்கியவர்",
    warrantyDays: "உத்தரவாதம் (நாட்கள்)",
  },
  figures: {
    profit: "இலாபம்",
    margin: "இலாப வீதம்",
  },
  search: "கோளாறின் பெயர் மூலம் தேடு",
  edit: "கோளாறைத் திருத்து",
  create: "கோளாறைச் சேர்",
  empty: "கோளாறுகள் எதுவும் இல்லை",
  notifications: {
    created: "கோளாறு வெற்றிகரமாகச் சேர்க்கப்பட்டது",
    createFailed: "கோளாறைச் சேர்க்க முடியவில்லை",
    updated: "கோளாறு வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது",
    updateFailed: "கோளாறைப் புதுப்பிக்க முடியவில்லை",
    fetchFailed: "கோளாறுப் பட்டியலைப் பெற முடியவில்லை",
  },
};
