/** The profit-and-loss statement (issue 48): income, cost of sales, gross profit, expenses and net profit. */
export const reportsProfit = {
  name: 'ලාභ අලාභ ප්‍රකාශය |||| ලාභ අලාභ ප්‍රකාශය',
  figures: 'මෙම කාල පරිච්ඡේදය',
  income: 'ආදායම',
  totalIncome: 'මුළු ආදායම',
  cost: 'විකුණුම් පිරිවැය',
  totalCost: 'මුළු විකුණුම් පිරිවැය',
  gross: 'දළ ලාභය',
  totalGross: 'දළ ලාභය',
  expenses: 'වියදම්',
  totalExpenses: 'මුළු වියදම්',
  net: 'ශුද්ධ ලාභය',
  columns: {
    line: 'විස්තරය',
    current: 'මෙම කාල පරිච්ඡේදය',
    previous: 'පෙර කාල පරිච්ඡේදය',
    change: 'වෙනස',
    yearEarlier: 'වසරකට පෙර',
  },
  sincePrevious: 'පෙර කාල පරිච්ඡේදයට වඩා %{change}',
  basis:
    'ආදායම ආදායම් වාර්තා සහ දවස වසා දැමීම ගණන් කරන ආකාරයටම: ආපසු දීම් අඩු කළ බිල්පත්, රීචාජ් විකුණුම්, ගෙවූ විට අලුත්වැඩියා. විකුණුම් පිරිවැය එක් එක් බිල්පතේ තබා ඇති මිලදී ගැනීමේ මිලට, එක් එක් රීචාජ් සහ අලුත්වැඩියා ගැටලුවේ පිරිවැයට. වියදම් ඒවායේ දිනය අනුව.',
  print: 'මුද්‍රණය (A4)',
  printed: 'මුද්‍රණය කළේ %{date}',
  failed: 'ලාභ අලාභ ප්‍රකාශය පූරණය කළ නොහැකි විය',
  chart: 'මාසය අනුව ශුද්ධ ලාභය',
  chartFailed: 'මාසය අනුව ශුද්ධ ලාභය පූරණය කළ නොහැකි විය',
};
