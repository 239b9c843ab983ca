import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicBrand } from '@/testing/fixtures';
import { findHeader, renderApp } from '@/testing/render';
import { resetWorld } from '@/testing/world';

describe('theme toggle', () => {
  it('starts with the brand default (dark) and toggles to light and back, remembering it', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#e8b341');

    await user.click(within(header).getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');

    await user.click(within(header).getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('follows a light brand default, and a stored choice beats it', async () => {
    resetWorld({ brand: publicBrand({ theme: { defaultMode: 'light', colors: { primary: '#e8b341' } } }) });
    renderApp('/');
    await findHeader();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('keeps the stored choice over the brand default', async () => {
    window.localStorage.setItem('theme', 'light');
    renderApp('/');
    await findHeader();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
