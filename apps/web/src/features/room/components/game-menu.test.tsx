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
});
