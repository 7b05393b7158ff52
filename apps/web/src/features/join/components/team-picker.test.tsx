import type { TTeam } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { teamKeys } from '@/game/teams/teams-api';
import TeamPicker from './team-picker';

const team = (i: number, name = `Table ${i}`): TTeam => ({
  id: `t${i}`,
  name,
  colour: 'red',
  size: 0,
  full: false,
  cardId: null,
});

function renderPicker(teams: TTeam[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(teamKeys.list('ABC123'), { teams });
  function Picker() {
    const [value, setValue] = useState<string>();
    return <TeamPicker code="ABC123" value={value} onChange={setValue} refusal={null} />;
  }
  render(
    <QueryClientProvider client={client}>
      <Picker />
    </QueryClientProvider>,
  );
}

describe('TeamPicker', () => {
  it('a short list has no search field', async () => {
    renderPicker([team(1), team(2), team(3)]);
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('a long list is searched by name, case and accents aside, and keeps the chosen team listed', async () => {
    const user = userEvent.setup();
    renderPicker([
      ...Array.from({ length: 38 }, (_, i) => team(i + 1)),
      team(39, 'Équipe Rouge'),
      team(40, 'Blue Whales'),
    ]);
    expect(await screen.findAllByRole('radio')).toHaveLength(40);
    await user.click(screen.getByRole('radio', { name: /Blue Whales/ }));
    const search = screen.getByRole('searchbox', { name: 'Find your team' });
    await user.type(search, 'equipe{Enter}');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Équipe Rouge'),
      expect.stringContaining('Blue Whales'),
    ]);
    expect(screen.getByRole('radio', { name: /Blue Whales/ })).toBeChecked();
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByRole('status')).toHaveTextContent('No team has that name.');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
