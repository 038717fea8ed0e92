/** Text as an ILIKE pattern: `\`, `%` and `_` escaped, so what a person types matches only itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%`: the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
