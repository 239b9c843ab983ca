import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from '@/components/dropdown';
import { Modal } from '@/components/modal';
import { renderWithBoot } from '@/testing/render';

function Sizes({ onPick }: { onPick: (size: string) => void }) {
  return (
    <Dropdown label="Size" menuLabel="Sizes">
      {(close) =>
        ['Small', 'Medium', 'Large'].map((size) => (
          <button
            key={size}
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close();
              onPick(size);
            }}
          >
            {size}
          </button>
        ))
      }
    </Dropdown>
  );
}

describe('Dropdown', () => {
  it('opens on Space at the first item; Space chooses and gives the focus back', async () => {
    const onPick = vi.fn();
    const { user } = renderWithBoot(<Sizes onPick={onPick} />);
    const toggle = await screen.findByRole('button', { name: 'Size' });
    toggle.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'Small' })).toHaveFocus();
    await user.keyboard('{ArrowDown} ');
    expect(onPick).toHaveBeenCalledWith('Medium');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('Tab and a click outside close the menu', async () => {
    const { user } = renderWithBoot(
      <>
        <Sizes onPick={() => undefined} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const toggle = await screen.findByRole('button', { name: 'Size' });
    await user.click(toggle);
    expect(screen.getByRole('menu', { name: 'Sizes' })).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Escape in a dialog closes the menu, not the dialog', async () => {
    const onClose = vi.fn();
    const { user } = renderWithBoot(
      <Modal open onClose={onClose} title="Menu">
        <Sizes onPick={() => undefined} />
      </Modal>,
    );
    const toggle = await screen.findByRole('button', { name: 'Size' });
    // The dialog moves the focus inside itself once mounted; focusing the toggle before that
    // would lose the focus to the dialog's first control.
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Small' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
