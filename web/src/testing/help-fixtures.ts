/**
 * The help centre for the msw help handler, built from fixtures/help/default.yaml as the
 * simulator builds it: per language (a missing text falls back to the brand's default
 * language), with {brand}, {age} and {currency} filled in. The domain routes of the download
 * page come from the brand file, with speeds like the simulator's (fixed per domain).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_AGE_CONSENT } from '@/config/constants';
import { brandFile } from '@/testing/fixtures';
import type { Schemas } from '@/types/api';

export type HelpCenterFixture = Schemas['HelpCenter'];
type Texts = Record<string, string>;

interface HelpFile {
  categories: {
    id: number;
    code: string;
    title: Texts;
    articles: { id: number; code: string; title: Texts; content: Texts }[];
  }[];
}

const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const helpFile = parse(readFileSync(resolve(FIXTURES, 'help/default.yaml'), 'utf8')) as HelpFile;

function filled(text: string): string {
  return text
    .replaceAll('{brand}', brandFile.name)
    .replaceAll('{age}', String(brandFile.ageConsent || DEFAULT_AGE_CONSENT))
    .replaceAll('{currency}', brandFile.currency ?? '');
}

/** The help centre in `language` (EN, TY ...). */
export function helpCenter(language: string | null): HelpCenterFixture {
  const pick = (texts: Texts) => filled(texts[language ?? ''] ?? texts[brandFile.defaultLanguage] ?? '');
  return {
    categories: helpFile.categories.map((category) => ({
      id: category.id,
      code: category.code,
      title: pick(category.title),
      articles: category.articles.map((article) => ({
        id: article.id,
        code: article.code,
        title: pick(article.title),
        content: pick(article.content),
      })),
    })),
  };
}

/** The brand's domain routes with fixed speeds; the second one is the fastest. */
export function domainRoutes(): Schemas['DomainRoutes'] {
  const domains = (brandFile as unknown as { domainRoute?: string[] }).domainRoute ?? [];
  const speeds = [182, 64, 240, 415];
  return { domainList: domains.map((domain, index) => ({ domain, speed: speeds[index % speeds.length] ?? 100 })) };
}
