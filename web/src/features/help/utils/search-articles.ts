import type { HelpArticle, HelpCategory } from '@/features/help/api/get-help-center';

/** One character without its accents, lower case: Vietnamese "Đ", "ế" and "ẫ" match "d", "e" and "a". */
const foldChar = (char: string): string =>
  char
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

export const foldText = (text: string): string => Array.from(text.normalize('NFC'), foldChar).join('');

/** The words of an article's HTML (nothing in it runs: the document is inert). */
export function articleText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 120;

/**
 * Where the folded `needle` occurs in `text`, as a short excerpt of the original text, or null.
 * Each original character folds to its own run, so a match maps back to original characters.
 */
export function snippet(text: string, needle: string): string | null {
  const chars = Array.from(text.normalize('NFC'));
  const starts: number[] = [];
  let folded = '';
  for (const char of chars) {
    starts.push(folded.length);
    folded += foldChar(char);
  }
  const at = folded.indexOf(needle);
  if (at < 0) return null;
  let index = starts.findIndex((start) => start > at) - 1;
  if (index < 0) index = chars.length - 1;
  const from = Math.max(0, index - SNIPPET_BEFORE);
  const to = Math.min(chars.length, from + SNIPPET_LENGTH);
  return `${from > 0 ? '…' : ''}${chars.slice(from, to).join('').trim()}${to < chars.length ? '…' : ''}`;
}

export interface ArticleMatch {
  article: HelpArticle;
  /** An excerpt around the match in the text; null when the title matched. */
  excerpt: string | null;
}

export interface CategoryMatches {
  category: HelpCategory;
  matches: ArticleMatch[];
}

/** The categories with the articles whose title or text holds `query` (accents and case ignored). */
export function searchArticles(categories: HelpCategory[], texts: Map<string, string>, query: string): CategoryMatches[] {
  const needle = foldText(query.trim().replace(/\s+/g, ' '));
  return categories
    .map((category) => ({
      category,
      matches: category.articles.flatMap((article): ArticleMatch[] => {
        if (!needle) return [{ article, excerpt: null }];
        if (foldText(article.title).includes(needle)) return [{ article, excerpt: null }];
        const excerpt = snippet(texts.get(article.code) ?? '', needle);
        return excerpt === null ? [] : [{ article, excerpt }];
      }),
    }))
    .filter((entry) => entry.matches.length > 0);
}
