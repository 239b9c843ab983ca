/**
 * Platform messages for the msw message handlers (contract section 15), written from the
 * templates of fixtures/messages.yaml as the simulator renders them: a fresh member has the
 * welcome message, unread.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { brandFile, memberInfo } from '@/testing/fixtures';
import type { Schemas } from '@/types/api';

export type Language = 'EN' | 'TY';
export type MessageView = Schemas['Message'];
type Category = MessageView['category'];
type Texts = Partial<Record<Language, string>> & { EN: string };

interface Template {
  title: Texts;
  content: Texts;
}

/** A message in both languages, as the world keeps it. */
export interface MessageFixture {
  id: number;
  category: Category;
  title: Record<Language, string>;
  content: Record<Language, string>;
  createdAt: number;
  read: boolean;
}

export interface MessageWorld {
  /** The member's messages (deleted ones are gone). */
  list: MessageFixture[];
}

const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const templates = (parse(readFileSync(resolve(FIXTURES, 'messages.yaml'), 'utf8')) as { templates: Record<string, Template> })
  .templates;

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/** A message written from a template of fixtures/messages.yaml with its parameters (already in their shown form). */
export function writeMessage(
  id: number,
  template: string,
  category: Category,
  params: Record<string, string>,
  createdAt: number,
  read = false,
): MessageFixture {
  const spec = templates[template];
  if (!spec) throw new Error(`no template ${template} in messages.yaml`);
  const both = (texts: Texts) => ({ EN: fill(texts.EN, params), TY: fill(texts.TY ?? texts.EN, params) });
  return { id, category, title: both(spec.title), content: both(spec.content), createdAt, read };
}

/** The welcome every seeded member starts with. */
export const welcomeMessage = (createdAt = Date.now() - 86_400_000): MessageFixture =>
  writeMessage(1, 'WELCOME', 'SYSTEM', { brand: brandFile.name, nickname: memberInfo().nickname ?? '' }, createdAt);

/** `count` deposit messages, newest first from now, ids 100 up; the first `read` of them read. */
export function depositMessages(count: number, read = 0, now = Date.now()): MessageFixture[] {
  return Array.from({ length: count }, (_, i) =>
    writeMessage(100 + i, 'DEPOSIT', 'DEPOSIT', { orderNo: `D${1000 + i}`, amount: `${(i + 1) * 100},000.00 ₫` }, now - i * 60_000, i < read),
  );
}

export function freshMessages(overrides: Partial<MessageWorld> = {}): MessageWorld {
  return { list: [welcomeMessage()], ...overrides };
}
