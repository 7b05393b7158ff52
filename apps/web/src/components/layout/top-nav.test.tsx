import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TopNav } from './top-nav';

function renderNav(isAuthenticated: boolean) {
  return render(
    <MemoryRouter>
      <TopNav isAuthenticated={isAuthenticated} onLogout={vi.fn()} />
    </MemoryRouter>,
  );
}

describe('TopNav', () => {
  it('links Home, Games and Profile, with Logout only when signed in', () => {
    const { unmount } = renderNav(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    for (const [name, href] of [
      ['Home', '/'],
      ['Games', '/games'],
      ['Profile', '/profile'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    unmount();
    renderNav(true);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('toggles the small-screen menu', () => {
    renderNav(false);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveClass('hidden');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');
  });

  it('turns translucent once scrolled past 10 px', () => {
    renderNav(false);
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('bg-white');
    act(() => {
      window.scrollY = 11;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveClass('bg-white/70');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });
});
