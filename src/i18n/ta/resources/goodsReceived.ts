import type { Translation } from '../../catalogue';
import type { goodsReceived as english } from '../../en/resources/goodsReceived';
import { app } from '../app';

const { cash, card, bank, wallet, lankaqr } = app.payments.tenders;

export const goodsReceived: Translation<typeof english> = {
  name: "பொருள் பெறுகைக் குறிப்பு |||| பெற்ற பொருட்கள்",
  fields: {
    number: "GRN இலக்கம்",
    createdAt: "பெற்ற திகதி",
    supplierId: "விநியோகஸ்தர்",
    supplierName: "விநியோகஸ்தர்",
    invoiceNumber: "விலைப்பட்டியல் இலக்கம்",
    invoiceDate: "விலைப்பட்டியல் திகதி",
    total: "மொத்தம்",
    status: "கொடுப்பனவு",
    payment: "செலுத்திய முறை",
    paidBy: "செலுத்திய முறை",
    dueDate: "செலுத்த வேண்டிய திகதி",
    lines: "பொருட்கள்",
    productId: "பொருள்",
    quantity: "அளவு",
    unitCost: "அலகு அடக்கவிலை",
    amount: "தொகை",
    createdByName: "பெற்றவர்",
  },
  lines: { name: "பொருள்", quantity: "அளவு", unitCost: "அலகு அடக்கவிலை", amount: "தொகை" },
  choices: {
    status: { paid: "செலுத்தப்பட்டது", owed: "கடனில்" },
    payment: { cash, card, bank, wallet, lankaqr, owed: "விநியோகஸ்தருக்குக் கடனில்" },
    paidBy: { cash, card, bank, wallet, lankaqr },
  },
  lineActions: { add: "பொருளைச் சேர்", remove: "நீக்கு" },
  search: "விநியோகஸ்தர், விலைப்பட்டியல் மூலம் தேடு",
  filters: { status: "கொடுப்பனவு" },
  summary: { count: "காட்டப்படும் குறிப்புகள்", total: "பெற்ற மொத்தம்", owed: "மொத்த நிலுவை" },
  figures: { total: "மொத்தம்" },
  create: "பொருட்களைப் பெறு",
  empty: "இதுவரை பொருட்கள் பெறப்படவில்லை",
  actions: { details: "குறிப்பு விவரங்கள்", print: "குறிப்பை அச்சிடு" },
  note: {
    title: "பொருள் பெறுகைக் குறிப்பு",
    supplier: "விநியோகஸ்தர்",
    invoiceNumber: "விநியோகஸ்தரின் விலைப்பட்டியல் இலக்கம்",
    invoiceDate: "விலைப்பட்டியல் திகதி",
    item: "பொருள்",
    quantity: "அளவு",
    unitCost: "அலகு அடக்கவிலை",
    amount: "தொகை",
    total: "மொத்தம்",
    paidBy: "செலுத்திய முறை",
    owed: "கடனில்",
    dueOn: "%{date} அன்று செலுத்த வேண்டும்",
    receivedBy: "பெற்றவர் %{name}",
  },
  notifications: {
    created: "பொருட்கள் பெறப்பட்டன: கையிருப்பும் அடக்கவிலையும் புதுப்பிக்கப்பட்டன",
    createFailed: "பெற்ற பொருட்களைப் பதிவுசெய்ய முடியவில்லை",
    fetchFailed: "பெற்ற பொருட்களைப் பெற முடியவில்லை",
    fetchOneFailed: "பொருள் பெறுகைக் குறிப்பைப் பெற முடியவில்லை",
  },
};
