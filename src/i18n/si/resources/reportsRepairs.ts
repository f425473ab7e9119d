/** The repairs report (issue 48): repairs taken in by issue, their turnaround and the warranty claims. */
export const reportsRepairs = {
  name: 'අලුත්වැඩියා වාර්තාව |||| අලුත්වැඩියා වාර්තාව',
  figures: 'මෙම කාල පරිච්ඡේදය',
  takenIn: 'භාරගත් අලුත්වැඩියා',
  collected: 'රැගෙන ගිය අලුත්වැඩියා',
  averageDays: 'රැගෙන යාමට සාමාන්‍ය දින',
  median: 'මධ්‍යස්ථය %{days}',
  days: 'දින %{smart_count} |||| දින %{smart_count}',
  claims: 'වගකීම් ඉල්ලීම්',
  claimsDetail: 'අනුමත %{approved}, අනුමැතිය බලාපොරොත්තුවෙන් %{awaiting}',
  chart: 'භාරගත් දින සිට රැගෙන ගිය දින දක්වා',
  bands: { sameDay: 'එදිනම', oneToTwo: 'දින 1–2', threeToSeven: 'දින 3–7', eightToFourteen: 'දින 8–14', overFourteen: 'දින 14 ට වැඩි' },
  byIssue: 'දෝෂය අනුව භාරගත් අලුත්වැඩියා',
  nothing: 'මෙම දිනවල කිසිදු අලුත්වැඩියාවක් භාරගෙන නැත',
  columns: { issue: 'දෝෂය', count: 'අලුත්වැඩියා', amount: 'අය කළ මුදල' },
  basis:
    'අලුත්වැඩියා සහ වගකීම් ඉල්ලීම් ඒවා භාරගත් දිනය අනුව; මෙම දිනවල රැගෙන ගිය අලුත්වැඩියාවක් භාරගත් දින සිට පාරිභෝගිකයා රැගෙන ගියා තත්ත්වය දක්වා දින ගණන් කරයි. අය කළ මුදල යනු අලුත්වැඩියාව භාරගත් විට දෝෂයේ පාරිභෝගික මිලයි, වට්ටමට පෙර.',
  failed: 'අලුත්වැඩියා වාර්තාව පූරණය කළ නොහැකි විය',
};
