/** Escapes LIKE wildcards so user text matches literally inside `%…%`. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
