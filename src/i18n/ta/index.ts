// Loaded with the words: dates' month names and AM/PM, and the script's font (fontsource, bundled from npm).
import 'dayjs/locale/ta.js';
import '@fontsource/noto-sans-tamil/400.css';
import '@fontsource/noto-sans-tamil/500.css';
import '@fontsource/noto-sans-tamil/700.css';
import type { Catalogue } from '../catalogue';
import { giveDayPeriods } from '../dayPeriods';
import { app } from './app';
import { languages } from './languages';
import { ra } from './ra';
import { resources } from './resources';

giveDayPeriods('ta');

/** Every visible string of the console in Tamil, key for key as English (../en) (docs/glossary.md keeps the words consistent). */
export const ta: Catalogue = { ra, app, resources, languages };
