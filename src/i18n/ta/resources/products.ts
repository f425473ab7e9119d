import type { Translation } from '../../catalogue';
import type { products as english } from '../../en/resources/products';

export const products: Translation<typeof english> = {
  name: "பொருள் |||| பொருட்கள்",
  fields: {
    name: "பெயர்",
    quantity: "அளவு",
    buyingPrice: "கொள்முதல் விலை",
    sellingPrice: "விற்பனை விலை",
    createdByName: "உருவாக்கியவர்",
    updatedByName: "புதுப்பித்தவர்",
    createdAt: "உருவாக்கம்",
    added: "சேர்க்கும் அளவு",
  },
  confirmSave: {
    underCost: {
      title: "விற்பனை விலை கொள்முதல் விலையை விடக் குறைவு",
      content: "இந்தப் பொருளை அதன் விற்பனை விலையில் விற்கும் ஒவ்வொரு முறையும் நட்டம் ஏற்படும். இருந்தாலும் சேமிக்கவா?",
    },
  },
  search: "பொருளின் பெயர் மூலம் தேடு",
  filters: {
    quantity: "அதிகபட்ச கையிருப்பு",
  },
  create: "பொருளைச் சேர்",
  edit: "பொருளைத் திருத்து",
  empty: "பொருட்கள் எதுவும் இல்லை",
  actions: {
    refill: "கையிருப்பை நிரப்பு",
    stockCard: "கையிருப்பு அட்டை",
  },
  stockCard: {
    title: "கையிருப்பு அட்டை",
    subtitle: "%{name} · கையிருப்பில் %{quantity}",
    at: "திகதி, நேரம்",
    what: "விவரம்",
    quantity: "அளவு",
    onHand: "மீதமுள்ள கையிருப்பு",
    by: "செய்தவர்",
    empty: "இதுவரை கையிருப்பு நகர்வுகள் இல்லை",
    more: "மேலும் காட்டு",
    fetchFailed: "கையிருப்பு அட்டையைப் பெற முடியவில்லை",
    kinds: {
      opening: "தொடக்கக் கையிருப்பு",
      sold: "விற்பனை",
      customerReturn: "வாடிக்கையாளர் திருப்பல்",
      billDeleted: "பில் நீக்கப்பட்டது",
      refill: "கையிருப்பு நிரப்பல்",
      edited: "பொருள் திருத்தப்பட்டது",
      received: "பெறப்பட்ட பொருட்கள்",
      supplierReturn: "விநியோகஸ்தருக்குத் திருப்பல்",
      adjusted: "சரிசெய்யப்பட்டது",
      counted: "கையிருப்பு எண்ணப்பட்டது",
    },
  },
  figures: {
    currentStock: "தற்போதைய கையிருப்பு",
    newStock: "புதிய கையிருப்பு",
  },
  denied: {
    create: "உரிமையாளர் மட்டுமே பொருட்களைச் சேர்க்கலாம்",
    edit: "உரிமையாளர் மட்டுமே பொருட்களைத் திருத்தலாம்",
    refill: "உரிமையாளர் மட்டுமே பொருட்களைத் திருத்தலாம்",
  },
  notifications: {
    created: "பொருள் வெற்றிகரமாகச் சேர்க்கப்பட்டது",
    updated: "பொருள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது",
    deleted: "பொருள் வெற்றிகரமாக நீக்கப்பட்டது",
    createFailed: "பொருளைச் சமர்ப்பிக்க முடியவில்லை",
    updateFailed: "பொருளைச் சமர்ப்பிக்க முடியவில்லை",
    deleteFailed: "பொருளை நீக்க முடியவில்லை",
    fetchFailed: "பொருட்களைப் பெற முடியவில்லை",
    refillFailed: "கையிருப்பை நிரப்ப முடியவில்லை",
  },
};
