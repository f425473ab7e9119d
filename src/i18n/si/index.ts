// Loaded with the words: dates' month names and AM/PM, and the script's font (fontsource, bundled from npm).
import 'dayjs/locale/si.js';
import '@fontsource/noto-sans-sinhala/400.css';
import '@fontsource/noto-sans-sinhala/500.css';
import '@fontsource/noto-sans-sinhala/700.css';
import type { Catalogue } from '../catalogue';
import { giveDayPeriods } from '../dayPeriods';
import { app } from './app';
import { languages } from './languages';
import { ra } from './ra';
import { resources } from './resources';

giveDayPeriods('si');

/** Every visible string of the console in Sinhala, key for key as English (../en) (docs/glossary.md keeps the words consistent). */
export const si: Catalogue = { ra, app, resources, languages };
