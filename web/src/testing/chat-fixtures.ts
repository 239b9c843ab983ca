/** Chat rooms for the msw chat handlers (contract section 15), from fixtures/chat_rooms.yaml. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

export type Language = 'EN' | 'TY';

export interface ChatRoomFixture {
  id: number;
  name: Record<Language, string>;
  online: number;
}

export interface ChatWorld {
  rooms: ChatRoomFixture[];
  /** Rooms launched, in order. */
  launches: number[];
}

const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const file = parse(readFileSync(resolve(FIXTURES, 'chat_rooms.yaml'), 'utf8')) as {
  rooms: { id: number; name: Partial<Record<Language, string>> & { EN: string }; online: number }[];
};

export const chatRooms = (): ChatRoomFixture[] =>
  file.rooms.map((room) => ({ id: room.id, name: { EN: room.name.EN, TY: room.name.TY ?? room.name.EN }, online: room.online }));

export function freshChat(overrides: Partial<ChatWorld> = {}): ChatWorld {
  return { rooms: chatRooms(), launches: [], ...overrides };
}
