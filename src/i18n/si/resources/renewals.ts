import type { Translation } from '../../catalogue';
import type { renewals as english } from '../../en/resources/renewals';

export const renewals: Translation<typeof english> = {
  name: "අලුත් කිරීම |||| අලුත් කළ යුතු දායකත්ව",
  fields: {
    customerName: "පාරිභෝගිකයා",
    cardNumber: "කාඩ්පත් අංකය",
    phoneNumber: "දුරකථන අංකය",
    lastSaleDay: "අවසන් වරට අලුත් කළේ",
    lastAmount: "අවසන් මුදල",
    dueDay: "අලුත් කළ යුතු දිනය",
    daysLeft: "ඉතිරි දින",
    remindedAt: "සිහිකැඳවූයේ",
    remindedByName: "සිහිකැඳවූයේ කවුද",
    stopReason: "නැවැත්වූ හේතුව",
    reason: "මෙම පාරිභෝගිකයා නැවැත්වූයේ ඇයි?",
  },
  choices: { status: { due: "අලුත් කළ යුතු", overdue: "ප්‍රමාද වූ", stopped: "නැවැත්වූ" } },
  filters: { status: "අලුත් කළ යුතු හෝ ප්‍රමාද වූ" },
  search: "නම, දුරකථන අංකය හෝ කාඩ්පත් අංකයෙන් සොයන්න",
  empty: "අලුත් කළ යුතු දායකත්ව නැත",
  daysLeft: {
    overdue: "දින %{smart_count}ක් ප්‍රමාදයි |||| දින %{smart_count}ක් ප්‍රමාදයි",
    today: "අද අලුත් කළ යුතුය",
    soon: "දින %{smart_count}ක් ඉතිරියි |||| දින %{smart_count}ක් ඉතිරියි",
  },
  remindedToday: "අද %{name} විසින් සිහිකැඳවා ඇත",
  actions: { remind: "WhatsApp මගින් සිහිකැඳවන්න", stop: "නැවැත්වූ ලෙස සලකුණු කරන්න", resume: "නැවත ලැයිස්තුවට එක් කරන්න" },
  message:
    "හිතවත් %{customerName},\nඔබගේ රූපවාහිනී දායකත්වය (කාඩ්පත %{cardNumber}) %{dueDate} දින අලුත් කළ යුතුය. ඔබගේ අවසන් අලුත් කිරීම %{amount}කි.\nඅලුත් කිරීමට කරුණාකර අප වෙත පැමිණෙන්න.\n%{shopName}",
  settings: {
    title: "රූපවාහිනී දායකත්ව අලුත් කිරීම",
    intro: "DDTV පැකේජයක් පවතින දින ගණන, සහ එක් එක් පාරිභෝගිකයාට ඔවුන්ගේම භාෂාවෙන් යවන WhatsApp සිහිකැඳවීම. පද්ධතියේ පෙරනිමි පණිවිඩය යැවීමට සිහිකැඳවීම හිස්ව තබන්න.",
    placeholders: "ආදේශක: %{list}",
    renewalDays: "පැකේජයේ කාලය (දින)",
    renewalDaysHelp: "අවසන් DDTV විකිණීමෙන් මෙතරම් දිනකට පසු අලුත් කළ යුතුය",
    message: "%{language} සිහිකැඳවීම",
    messageHelp: "හිස් නම්: පෙරනිමි සිහිකැඳවීම",
    save: "අලුත් කිරීමේ සැකසුම් සුරකින්න",
    fetchFailed: "අලුත් කිරීමේ සැකසුම් ලබා ගැනීමට අසමත් විය",
    saveFailed: "අලුත් කිරීමේ සැකසුම් සුරැකීමට අසමත් විය",
  },
  notifications: {
    fetchFailed: "අලුත් කළ යුතු දායකත්ව ලබා ගැනීමට අසමත් විය",
    remindDone: "%{name} සිහිකැඳවන ලදී",
    remindFailed: "සිහිකැඳවීම සටහන් කිරීමට අසමත් විය",
    stopDone: "පාරිභෝගිකයා නැවැත්වූ ලෙස සලකුණු කරන ලදී",
    stopFailed: "පාරිභෝගිකයා නැවැත්වූ ලෙස සලකුණු කිරීමට අසමත් විය",
    resumeDone: "පාරිභෝගිකයා නැවත අලුත් කළ යුතු ලැයිස්තුවට එක් කරන ලදී",
    resumeFailed: "නැවැත්වූ සලකුණ ඉවත් කිරීමට අසමත් විය",
  },
};
