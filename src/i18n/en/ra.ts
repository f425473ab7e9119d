import englishMessages from 'ra-language-english';

/** react-admin's own words (ra.*), as react-admin writes them in English. */
export const ra = englishMessages.ra;
