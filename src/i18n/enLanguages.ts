/**
 * The languages themselves: each named in itself (as react-admin's language menu shows
 * them), and a customer's or agent's preferred language for their receipts and messages.
 */
export const languageWords = {
  names: { en: 'English', si: 'සිංහල', ta: 'தமிழ்' },
  preferred: 'Preferred language',
};
