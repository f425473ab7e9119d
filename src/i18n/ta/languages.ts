import type { Catalogue } from '../catalogue';

const SIGNATURE = '{shopName}\n{shopAddress}\nதொலைபேசி: {shopPhone}';
const TRACK = 'உங்கள் பழுதுபார்ப்பின் நிலையைப் பார்க்க: {statusLink}';

/** The languages, each named in itself, and a person's preferred language. */
export const languages: Catalogue['languages'] = {
  names: { en: 'English', si: 'සිංහල', ta: 'தமிழ்' },
  preferred: 'விருப்ப மொழி',
  repairMessages: {
    received: [
      'அன்புள்ள {customerName},',
      'உங்கள் {device} பழுதுபார்ப்புக்காக எங்களிடம் கிடைத்தது (பழுதுபார்ப்பு இலக்கம் {jobNumber}).',
      'தயாராகும் என எதிர்பார்க்கும் திகதி: {expectedDate}',
      TRACK,
      SIGNATURE,
    ].join('\n'),
    inProgress: [
      'அன்புள்ள {customerName},',
      'உங்கள் {device} இப்போது பழுதுபார்க்கப்படுகிறது (பழுதுபார்ப்பு இலக்கம் {jobNumber}).',
      'தயாராகும் என எதிர்பார்க்கும் திகதி: {expectedDate}',
      TRACK,
      SIGNATURE,
    ].join('\n'),
    pendingParts: [
      'அன்புள்ள {customerName},',
      'உங்கள் {device} (பழுதுபார்ப்பு இலக்கம் {jobNumber}) உதிரிப்பாகங்களுக்காகக் காத்திருக்கிறது. அவை வந்தவுடன் உங்களுக்குத் தெரிவிப்போம்.',
      TRACK,
      SIGNATURE,
    ].join('\n'),
    sent: [
      'அன்புள்ள {customerName},',
      'உங்கள் {device} (பழுதுபார்ப்பு இலக்கம் {jobNumber}) பழுதுபார்ப்புக்காக நிறுவனத்துக்கு அனுப்பப்பட்டுள்ளது. அது திரும்பி வந்ததும் உங்களுக்குத் தெரிவிப்போம்.',
      TRACK,
      SIGNATURE,
    ].join('\n'),
    returned: [
      'அன்புள்ள {customerName},',
      'நல்ல செய்தி! உங்கள் {device} (பழுதுபார்ப்பு இலக்கம் {jobNumber}) நிறுவனத்திலிருந்து திரும்பி வந்துவிட்டது; பெற்றுக்கொள்ளத் தயாராக உள்ளது.',
      'சரிசெய்யப்பட்டவை: {issues}',
      'செலுத்த வேண்டிய தொகை: {amountDue}',
      'பெற்றுக்கொள்ள வரும்போது உங்கள் வேலை அட்டையைக் கொண்டு வாருங்கள்.',
      SIGNATURE,
    ].join('\n'),
    collected: [
      'அன்புள்ள {customerName},',
      'உங்கள் {device} (பழுதுபார்ப்பு இலக்கம் {jobNumber}) பெற்றுக்கொண்டதற்கு நன்றி.',
      'சரிசெய்யப்பட்டவை: {issues}',
      'செலுத்திய தொகை: {finalAmount}',
      'இது உங்களுக்கு நன்றாகப் பயன்படும் என நம்புகிறோம். ஏதேனும் சரியில்லை என்றால் எப்போது வேண்டுமானாலும் எங்களைத் தொடர்புகொள்ளுங்கள்.',
      SIGNATURE,
    ].join('\n'),
  },
  noDevice: 'சாதனம்',
};
