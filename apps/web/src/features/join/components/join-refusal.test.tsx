import { ErrorCode } from '@picture-bingo/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render-in-router';
import { JoinRefusal } from './join-refusal';

describe('JoinRefusal decides by the code, never by the words', () => {
  it('an ended game, whatever its message says, offers its players the results', async () => {
    renderInRouter(
      <JoinRefusal code={ErrorCode.GAME_ENDED} message="Finished, in other words" gameCode="AB12CD" member />,
      '/join',
    );
    expect(await screen.findByText('This game has ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the results' })).toHaveAttribute('href', '/progress/AB12CD');
  });

  it('a locked room says to ask the host to unlock it', async () => {
    renderInRouter(<JoinRefusal code={ErrorCode.ROOM_LOCKED} gameCode="AB12CD" member={false} />, '/join');
    expect(await screen.findByText('This room is locked by the host')).toBeInTheDocument();
    expect(screen.getByText('Ask the host to unlock it, then try again.')).toBeInTheDocument();
  });

  it("the words of 'This game has ended' under another code do not make it an ended game", async () => {
    renderInRouter(
      <JoinRefusal code="HTTP_409" message="This game has ended" gameCode="AB12CD" member />,
      '/join',
    );
    expect(await screen.findByText('This game has ended')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the results' })).not.toBeInTheDocument();
    expect(screen.getByText('Ask the host, or try another code.')).toBeInTheDocument();
  });
});
