// Loaded with the words: dates' month names and AM/PM (the script's font is declared on every page: src/scriptFonts.css).
import 'dayjs/locale/ta.js';
import type { Catalogue } from '../catalogue';
import { giveDayPeriods } from '../dayPeriods';
import { app } from './app';
import { languages } from './languages';
import { ra } from './ra';
import { resources } from './resources';

giveDayPeriods('ta');

/** Every visible string of the console in Tamil, key for key as English (../en) (docs/glossary.md keeps the words consistent). */
export const ta: Catalogue = { ra, app, resources, languages };
