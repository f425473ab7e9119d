import type { Translation } from '../../catalogue';
import type { stockValue as english } from '../../en/resources/stockValue';

export const stockValue: Translation<typeof english> = {
  name: "கையிருப்பு மதிப்பு |||| கையிருப்பு மதிப்பு",
  fields: {
    name: "பொருள்",
    quantity: "மீதமுள்ள கையிருப்பு",
    averageCost: "சராசரி அடக்கவிலை",
    value: "மதிப்பு",
  },
  day: "நாள் முடிவில்",
  total: "%{day} முடிவில் கையிருப்பு மதிப்பு",
  products: "கையிருப்பில் %{smart_count} பொருள் |||| கையிருப்பில் %{smart_count} பொருட்கள்",
  empty: "அந்நாளில் கையிருப்பு இல்லை",
  failed: "கையிருப்பு மதிப்பை ஏற்ற முடியவில்லை",
};
