import { ErrorCode } from '@picture-bingo/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render-in-router';
import { RemovedNotice } from './removed-notice';

describe('RemovedNotice tells a move from a removal by the code', () => {
  it('MOVED_TO_ANOTHER_DEVICE: playing on another device now, no check for a restore', async () => {
    renderInRouter(<RemovedNotice code={ErrorCode.MOVED_TO_ANOTHER_DEVICE} />, '/join');
    expect(await screen.findByText('You are playing this game on another device now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('REMOVED_FROM_GAME (or no code): removed, with the way back if the host undoes it', async () => {
    renderInRouter(<RemovedNotice code={ErrorCode.REMOVED_FROM_GAME} />, '/join');
    expect(await screen.findByText('You were removed from this game')).toBeInTheDocument();
  });
});
