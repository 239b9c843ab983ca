import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from '@/components/tabs';

type Fruit = 'apple' | 'pear' | 'plum';

function Fruits({ initial = 'apple' }: { initial?: Fruit }) {
  const [fruit, setFruit] = useState<Fruit>(initial);
  const panelId = useId();
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Fruits"
        value={fruit}
        onChange={setFruit}
        panelId={panelId}
        tabs={[
          { id: 'apple', label: 'Apple' },
          { id: 'pear', label: 'Pear' },
          { id: 'plum', label: 'Plum' },
        ]}
      />
      <TabPanel id={panelId} tab={fruit}>
        <p>All about {fruit}</p>
        <button type="button">Inside</button>
      </TabPanel>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('links the selected tab and its panel, which is named by the tab', () => {
    render(<Fruits initial="pear" />);
    expect(screen.getByRole('tablist', { name: 'Fruits' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Pear' });
    expect(panel).toHaveTextContent('All about pear');
    expect(tab('Pear')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pear')).toHaveAttribute('aria-controls', panel.id);
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Apple')).not.toHaveAttribute('aria-controls');
  });

  it('is one tab stop, the selected tab (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(<Fruits initial="pear" />);
    expect(tab('Apple')).toHaveAttribute('tabindex', '-1');
    expect(tab('Pear')).toHaveAttribute('tabindex', '0');
    expect(tab('Plum')).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Pear')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
  });

  it('Right and Left move to the next and previous tab and select it, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(tab('Apple'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Pear')).toHaveFocus();
    expect(tab('Pear')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pear')).toHaveAttribute('tabindex', '0');
    expect(tab('Apple')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Pear' })).toHaveTextContent('All about pear');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Apple')).toHaveFocus();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Plum')).toHaveFocus();
    expect(tab('Plum')).toHaveAttribute('aria-selected', 'true');
  });

  it('Home and End go to the first and the last tab', async () => {
    const user = userEvent.setup();
    render(<Fruits initial="pear" />);
    await user.click(tab('Pear'));
    await user.keyboard('{End}');
    expect(tab('Plum')).toHaveFocus();
    expect(tab('Plum')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Apple')).toHaveFocus();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
  });

  it('other keys do nothing', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(tab('Apple'));
    await user.keyboard('{ArrowDown}a');
    expect(tab('Apple')).toHaveFocus();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
  });
});
