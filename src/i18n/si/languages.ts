import type { Catalogue } from '../catalogue';

/** The languages, each named in itself, and a person's preferred language. */
export const languages: Catalogue['languages'] = {
  names: { en: 'English', si: 'සිංහල', ta: 'தமிழ்' },
  preferred: 'කැමති භාෂාව',
};
