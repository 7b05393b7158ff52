import { NAV_SCROLL_THRESHOLD_PX } from '@picture-bingo/shared';
import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { APP_NAME } from '@/hooks/use-document-title';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { BrandMark } from './brand';
import { LanguageSwitcher } from './language-switcher';

const LINKS = [
  { to: '/', label: () => m.nav_home() },
  { to: '/games', label: () => m.nav_games() },
  { to: '/profile', label: () => m.nav_profile() },
] as const;

export interface TopNavProps {
  isAuthenticated: boolean;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** Something about the game on screen, always in view (the host's photos waiting for review). */
  gameStatus?: ReactNode;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-violet-100 text-violet-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** The fixed top bar; translucent once the page scrolls, links folded into a menu on small screens. */
export function TopNav({ isAuthenticated, onLogout, isLoggingOut = false, gameStatus }: TopNavProps) {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200',
        scrolled ? 'border-slate-200/80 bg-white/70 shadow-sm backdrop-blur-md' : 'border-slate-200 bg-white',
      )}
    >
      <nav
        aria-label={m.nav_main()}
        className="mx-auto flex h-nav max-w-5xl items-center justify-between gap-2 px-4 sm:gap-4"
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeMenu();
        }}
      >
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg text-base font-bold whitespace-nowrap text-slate-900 sm:text-lg"
        >
          <BrandMark />
          {/* A narrow screen with a game's status in the bar keeps the mark alone, so the status is never covered. */}
          <span className={gameStatus ? 'sr-only sm:not-sr-only' : undefined}>{APP_NAME}</span>
        </Link>

        {gameStatus && <div className="ml-auto flex min-w-0 items-center">{gameStatus}</div>}

        <div className="ms-auto">
          <LanguageSwitcher />
        </div>

        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={m.nav_menu()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-6"
            aria-hidden="true"
          >
            <path strokeLinecap="round" d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
        </button>

        <div
          id={menuId}
          className={cn(
            menuOpen ? 'flex' : 'hidden',
            'absolute inset-x-0 top-nav flex-col gap-2 border-b border-slate-200 bg-white p-4 shadow-md',
            'md:static md:flex md:flex-row md:items-center md:border-0 md:bg-transparent md:p-0 md:shadow-none',
          )}
        >
          <ul className="flex flex-col gap-1 md:flex-row">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass} onClick={closeMenu}>
                  {link.label()}
                </NavLink>
              </li>
            ))}
          </ul>
          {isAuthenticated && (
            <Button
              variant="outlined"
              color="primary"
              size="sm"
              loading={isLoggingOut}
              onClick={() => {
                closeMenu();
                onLogout();
              }}
              className="md:ml-2"
            >
              {m.nav_logout()}
            </Button>
          )}
        </div>
      </nav>
    </header>
  );
}
