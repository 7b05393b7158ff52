import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostGame } from '@/testing/game-fixtures';
import { renderInRouter } from '@/testing/render-in-router';
import { GameMenu } from './room-details-view';

describe('the control room’s menu', () => {
  it.each([
    ['owner', 1],
    ['cohost', 1],
    ['moderator', 0],
  ] as const)('links a %s to the big screen %i time(s)', (role, links) => {
    renderInRouter(<GameMenu game={hostGame({ role, status: 'ACTIVE' })} page="room" />, '/room/ABC123');
    expect(screen.queryAllByRole('link', { name: 'Big Screen' })).toHaveLength(links);
    expect(screen.getByRole('link', { name: 'Gallery' })).toBeInTheDocument();
  });

  it.each([
    ['owner', 1],
    ['cohost', 1],
    ['moderator', 0],
  ] as const)('links a %s to the setup page %i time(s) (a co-host changes the look there)', (role, links) => {
    renderInRouter(<GameMenu game={hostGame({ role, status: 'ACTIVE' })} page="room" />, '/room/ABC123');
    expect(screen.queryAllByRole('link', { name: 'Event Setup' })).toHaveLength(links);
  });

  it.each([
    ['room', '/room/ABC123', 'View Players Queue'],
    ['details', '/host/ABC123/room-details', 'Players Queue'],
  ] as const)(
    'on the %s page: each screen with its one job, and no link to the control room under its other name',
    (page, path, queue) => {
      renderInRouter(<GameMenu game={hostGame({ status: 'ACTIVE' })} page={page} />, path);
      expect(screen.queryByRole('link', { name: 'Room' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Room Details' })).toBeNull();
      expect(screen.getByRole('link', { name: queue })).toHaveAttribute('href', '/host/ABC123/players-queue');
      expect(screen.getByRole('link', { name: 'Room Players' })).toHaveAttribute(
        'href',
        '/room/ABC123/players',
      );
      expect(screen.getByText("every player's card, live")).toBeInTheDocument();
      expect(screen.getByText("everyone's count; choose the winner")).toBeInTheDocument();
    },
  );
});
