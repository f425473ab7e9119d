import type { Translation } from '../../catalogue';
import type { stockValue as english } from '../../en/resources/stockValue';

export const stockValue: Translation<typeof english> = {
  name: "තොගයේ වටිනාකම |||| තොගයේ වටිනාකම",
  fields: {
    name: "භාණ්ඩය",
    quantity: "ඉතිරි තොගය",
    averageCost: "සාමාන්‍ය පිරිවැය",
    value: "වටිනාකම",
  },
  day: "දිනය අවසානයේ",
  total: "%{day} අවසානයේ තොගයේ වටිනාකම",
  products: "තොගයේ ඇති භාණ්ඩ %{smart_count} |||| තොගයේ ඇති භාණ්ඩ %{smart_count}",
  empty: "එදින තොගයක් නොතිබුණි",
  failed: "තොගයේ වටිනාකම ලබා ගත නොහැකි විය",
};
