/**
 * A LIKE pattern that matches `text` literally anywhere: `%`, `_` and `\` typed in a search box are
 * characters, not patterns (the value is still a bound parameter).
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
