import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cdnFile, imageCdn, vendorLanes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

/** The mark an icon of the image CDN draws: its SVG's text. */
const iconMark = (path: string) => /<text[^>]*>([^<]*)<\/text>/.exec(cdnFile(path))?.[1];

const esports = () => vendorLanes().data.lanes.find((lane) => lane.gameType === 'ESPORTS')?.cards ?? [];

describe('vendor icons', () => {
  it("each vendor's icon shows a mark its own code starts with", () => {
    for (const lane of vendorLanes().data.lanes) {
      for (const card of lane.cards) {
        const mark = iconMark(card.smallIcon);
        expect(mark, `${card.vassalage} ${card.smallIcon}`).toBeTruthy();
        expect(card.vassalage.toUpperCase().startsWith(mark?.toUpperCase() ?? '-'), `${card.vassalage} shows ${mark}`).toBe(true);
      }
    }
  });

  it('each eSports vendor in the menu shows its own abbreviation, no two alike', async () => {
    const cards = esports();
    expect(cards.map((card) => card.vassalage)).toEqual(['IMES', 'TF', 'IA', 'AV', 'AI']);
    const { user } = renderApp('/');
    const group = await screen.findByRole('group', { name: 'E-Sports providers' });
    await user.hover(group); // the menu's lists are drawn once the pointer comes to it
    const shown = within(group)
      .getAllByRole('link')
      .map((link) => {
        const src = link.querySelector('img')?.getAttribute('src') ?? '';
        return { name: link.textContent?.replace(/HOT$/, ''), mark: iconMark(src.replace(imageCdn, '')) };
      });
    // The abbreviation is the first word of the vendor's name: "AV eSports" shows AV.
    expect(shown).toEqual(cards.map((card) => ({ name: card.displayName, mark: card.displayName.split(' ')[0] })));
    expect(new Set(shown.map((vendor) => vendor.mark)).size).toBe(cards.length);
  });
});
