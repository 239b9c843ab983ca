/** The locales that have wording files, and where the build put them (vite.config.ts). */
declare const __LOCALES__: readonly string[];
declare const __LOCALES_BASE__: string;
