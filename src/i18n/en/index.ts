import { app } from './app';
import { languages } from './languages';
import { ra } from './ra';
import { resources } from './resources';

/**
 * Every visible string of the console, in the spec's wording; Sinhala (../si) and Tamil (../ta)
 * hold the same keys in the same files. Resource labels live under `resources.<name>.fields.<source>`
 * (react-admin's convention); notices, titles and the rule messages under `app`.
 */
export const en = { ra, languages, app, resources };
