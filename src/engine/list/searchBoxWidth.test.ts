import { describe, expect, it } from 'vitest';
import { searchBoxWidth } from './searchBoxWidth';

describe("the search box's width", () => {
  // Placeholders as Chromium draws them at 16 px (px), Sinhala and Tamil in the console's own Noto
  // Sans (fontsource), Latin in Liberation Sans (Arial's metrics). The box leaves 72 px for its icon.
  it.each([
    ['Search by customer, phone, NIC, card number, product or IMEI / serial', 499],
    ['Search by name, phone, WhatsApp, NIC, card number, email or address', 514],
    ['පාරිභෝගිකයා, දුරකථනය, NIC, කාඩ්පත් අංකය, භාණ්ඩය, IMEI / අනුක්‍රමික අංකය අනුව සොයන්න', 732],
    ['සේවා සපයන්නා, සටහන, පරීක්ෂා කළ අය අනුව සොයන්න', 435],
    ['නම හෝ දුරකථනය අනුව සොයන්න', 267],
    ['வாடிக்கையாளர், தொலைபேசி, NIC, அட்டை இலக்கம், பொருள், IMEI / வரிசை இலக்கம் மூலம் தேடு', 815],
    ['வகை, மதிப்பு, அடக்கவிலை, சேர்த்தவர் மூலம் தேடு', 428],
    ['பெயர் அல்லது மின்னஞ்சல் மூலம் தேடு', 332],
  ])('has room for %j, %i px drawn', (placeholder, drawn) => {
    expect(searchBoxWidth(placeholder) - 72).toBeGreaterThanOrEqual(drawn);
  });

  it('keeps an English box as wide as before: 8 px a character and the icon, at least 320', () => {
    expect(searchBoxWidth('Search by customer, phone, NIC, card number, product or IMEI / serial')).toBe(69 * 8 + 72);
    expect(searchBoxWidth('Search by name')).toBe(320);
  });
});
