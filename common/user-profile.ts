/** The profile's choices (Settings → Profiel) without zod, so the browser and the schema share them. */

/** The workspace languages a person can choose; Dutch is the default. */
export const userLanguages = ['nl', 'en'] as const;
export type UserLanguage = (typeof userLanguages)[number];

export const defaultTimeZone = 'Europe/Amsterdam';
