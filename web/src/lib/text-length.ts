/** Characters as the server counts them (code points, not UTF-16 units). */
export const textLength = (text: string): number => Array.from(text).length;
