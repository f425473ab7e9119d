import type { Catalogue } from '../catalogue';

const SIGNATURE = '{shopName}\n{shopAddress}\nදුරකථන: {shopPhone}';
const TRACK = 'ඔබගේ අලුත්වැඩියාවේ තත්ත්වය බලන්න: {statusLink}';

/** The languages, each named in itself, and a person's preferred language. */
export const languages: Catalogue['languages'] = {
  names: { en: 'English', si: 'සිංහල', ta: 'தமிழ்' },
  preferred: 'කැමති භාෂාව',
  repairMessages: {
    received: [
      'හිතවත් {customerName},',
      'ඔබගේ {device} අලුත්වැඩියාව සඳහා අපට ලැබුණා (අලුත්වැඩියා අංකය {jobNumber}).',
      'සූදානම් වීමට අපේක්ෂිත දිනය: {expectedDate}',
      TRACK,
      SIGNATURE,
    ].join('\n'),
    inProgress: [
      'හිතවත් {customerName},',
      'අපි දැන් ඔබගේ {device} අලුත්වැඩියා කරමින් සිටිනවා (අලුත්වැඩියා අංකය {jobNumber}).',
      'සූදානම් වීමට අපේක්ෂිත දිනය: {expectedDate}',
      TRACK,
      SIGNATURE,
    ].join('\n'),
    pendingParts: [
      'හිතවත් {customerName},',
      'ඔබගේ {device} (අලුත්වැඩියා අංකය {jobNumber}) සඳහා අමතර කොටස් එනතුරු බලා සිටිනවා. කොටස් ලැබුණු වහාම අපි ඔබට දන්වන්නම්.',
      TRACK,
      SIGNATURE,
    ].join('\n'),
    sent: [
      'හිතවත් {customerName},',
      'ඔබගේ {device} (අලුත්වැඩියා අංකය {jobNumber}) අලුත්වැඩියාව සඳහා සමාගමට යවා ඇත. එය ආපසු ලැබුණු විට අපි ඔබට දන්වන්නම්.',
      TRACK,
      SIGNATURE,
    ].join('\n'),
    returned: [
      'හිතවත් {customerName},',
      'සුබ ආරංචියක්! ඔබගේ {device} (අලුත්වැඩියා අංකය {jobNumber}) සමාගමෙන් ආපසු ලැබී ඇති අතර රැගෙන යාමට සූදානම්.',
      'අලුත්වැඩියා කළේ: {issues}',
      'ගෙවිය යුතු මුදල: {amountDue}',
      'රැගෙන යාමට එන විට කරුණාකර ඔබගේ ජොබ් කාඩ්පත රැගෙන එන්න.',
      SIGNATURE,
    ].join('\n'),
    collected: [
      'හිතවත් {customerName},',
      'ඔබගේ {device} (අලුත්වැඩියා අංකය {jobNumber}) රැගෙන ගියාට ස්තුතියි.',
      'අලුත්වැඩියා කළේ: {issues}',
      'ගෙවූ මුදල: {finalAmount}',
      'එය ඔබට හොඳින් සේවය කරනු ඇතැයි අපි බලාපොරොත්තු වෙමු. යම් ගැටලුවක් ඇත්නම් ඕනෑම වේලාවක අප අමතන්න.',
      SIGNATURE,
    ].join('\n'),
  },
  noDevice: 'උපාංගය',
};
