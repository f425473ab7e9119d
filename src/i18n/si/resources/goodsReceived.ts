import type { Translation } from '../../catalogue';
import type { goodsReceived as english } from '../../en/resources/goodsReceived';
import { app } from '../app';

const { cash, card, bank, wallet, lankaqr } = app.payments.tenders;

export const goodsReceived: Translation<typeof english> = {
  name: "භාණ්ඩ ලැබීම් සටහන |||| ලැබුණු භාණ්ඩ",
  fields: {
    number: "GRN අංකය",
    createdAt: "ලැබුණු දිනය",
    supplierId: "සැපයුම්කරු",
    supplierName: "සැපයුම්කරු",
    invoiceNumber: "ඉන්වොයිස් අංකය",
    invoiceDate: "ඉන්වොයිස් දිනය",
    total: "එකතුව",
    status: "ගෙවීම",
    payment: "ගෙවූ ආකාරය",
    paidBy: "ගෙවූ ආකාරය",
    dueDate: "ගෙවිය යුතු දිනය",
    lines: "භාණ්ඩ",
    productId: "භාණ්ඩය",
    quantity: "ප්‍රමාණය",
    unitCost: "ඒකක පිරිවැය",
    amount: "මුදල",
    createdByName: "භාර ගත්තේ",
  },
  lines: { name: "භාණ්ඩය", quantity: "ප්‍රමාණය", unitCost: "ඒකක පිරිවැය", amount: "මුදල" },
  choices: {
    status: { paid: "ගෙවා ඇත", owed: "ණයට" },
    payment: { cash, card, bank, wallet, lankaqr, owed: "සැපයුම්කරුට ණයට" },
    paidBy: { cash, card, bank, wallet, lankaqr },
  },
  lineActions: { add: "භාණ්ඩයක් එක් කරන්න", remove: "ඉවත් කරන්න" },
  search: "සැපයුම්කරු හෝ ඉන්වොයිස් අංකය අනුව සොයන්න",
  filters: { status: "ගෙවීම" },
  summary: { count: "පෙන්වන සටහන්", total: "ලැබුණු මුළු වටිනාකම", owed: "මුළු ණය මුදල" },
  figures: { total: "එකතුව" },
  create: "භාණ්ඩ භාර ගන්න",
  empty: "තවම භාණ්ඩ ලැබී නැත",
  actions: { details: "සටහනේ විස්තර", print: "සටහන මුද්‍රණය කරන්න" },
  note: {
    title: "භාණ්ඩ ලැබීම් සටහන",
    supplier: "සැපයුම්කරු",
    invoiceNumber: "සැපයුම්කරුගේ ඉන්වොයිස් අංකය",
    invoiceDate: "ඉන්වොයිස් දිනය",
    item: "භාණ්ඩය",
    quantity: "ප්‍රමාණය",
    unitCost: "ඒකක පිරිවැය",
    amount: "මුදල",
    total: "එකතුව",
    paidBy: "ගෙවූ ආකාරය",
    owed: "ණයට",
    dueOn: "%{date} දිනට ගෙවිය යුතුය",
    receivedBy: "භාර ගත්තේ %{name}",
  },
  notifications: {
    created: "භාණ්ඩ භාර ගන්නා ලදී: තොගය සහ පිරිවැය යාවත්කාලීන විය",
    createFailed: "ලැබුණු භාණ්ඩ සටහන් කිරීමට නොහැකි විය",
    fetchFailed: "ලැබුණු භාණ්ඩ ලබා ගැනීමට නොහැකි විය",
    fetchOneFailed: "භාණ්ඩ ලැබීම් සටහන ලබා ගැනීමට නොහැකි විය",
  },
};
