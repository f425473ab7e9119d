import type { Catalogue } from '../catalogue';
import { app } from './app';
import { languages } from './languages';
import { ra } from './ra';
import { resources } from './resources';

/** Every visible string of the console in Sinhala, key for key as en.ts (docs/glossary.md keeps the words consistent). */
export const si: Catalogue = { ra, app, resources, languages };
