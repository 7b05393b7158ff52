import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { timeLeftText } from '@/game/time-left';
import { chooseLocale } from '@/lib/i18n/messages';
import { leaderboardOf, players } from '@/testing/results-fixtures';
import { GameStatusBadge } from './game-status-badge';
import { Leaderboard } from './leaderboard';
import { winnerText } from './winner-text';

afterEach(async () => {
  await chooseLocale('en');
});

describe('the standings and the clock in the shown language', () => {
  it('words the leaderboard in French, names and numbers as they are', async () => {
    await chooseLocale('fr');
    render(<Leaderboard leaderboard={leaderboardOf(players(), 'p1')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Gagnant : Alice' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Classement' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Rang 1AliceGagnant3 / 8 cochées');
  });

  it('puts the number where the language wants it, its words for screen readers only', async () => {
    await chooseLocale('ja');
    render(<Leaderboard leaderboard={leaderboardOf(players(), 'p1')} />);
    const rows = screen.getAllByTestId('leaderboard-entry');
    expect(rows[1].textContent?.startsWith('2位')).toBe(true);
  });

  it("says a win by its rule and the clock's stages in Arabic", async () => {
    await chooseLocale('ar');
    expect(
      winnerText({
        winner: { id: 'p1', name: 'Alex' },
        prizes: [
          {
            place: 1,
            name: 'BINGO!',
            condition: 'line',
            winner: { id: 'p1', name: 'Alex' },
            awardedAt: null,
          },
        ],
      }),
    ).toBe('تهانينا! أكمل Alex أول صف!');
    expect(timeLeftText({ kind: 'paused' })).toBe('متوقفة مؤقتًا');
    expect(timeLeftText({ kind: 'over', end: 'host-ended' })).toBe('أنهى المضيف اللعبة');
  });

  it("shows a game's status in Spanish", async () => {
    await chooseLocale('es');
    render(<GameStatusBadge status="COMPLETED" />);
    expect(screen.getByText('Terminada')).toBeInTheDocument();
  });
});
