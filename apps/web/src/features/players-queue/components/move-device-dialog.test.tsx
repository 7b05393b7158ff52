import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoveDeviceDialog } from './move-device-dialog';

const ann = { id: 'p1', name: '<b>Ann</b>', joinedAt: '2030-06-15T10:00:00.000Z' };

describe('MoveDeviceDialog', () => {
  it('explains the move, then shows the code to read out with the room code', async () => {
    const onIssue = vi.fn();
    const props = { player: ann, roomCode: 'AB12CD', pending: false, error: null, onClose: vi.fn(), onIssue };
    const { rerender } = render(<MoveDeviceDialog {...props} issued={null} />);
    // A hostile name is text.
    expect(screen.getByRole('dialog', { name: 'Move <b>Ann</b> to a new device' })).toBeInTheDocument();
    expect(screen.getByText(/valid for 10 minutes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get rejoin code' }));
    expect(onIssue).toHaveBeenCalledOnce();

    const issued = { playerId: 'p1', code: 'X7K2PQ', expiresAt: '2030-06-15T10:10:00.000Z' };
    rerender(<MoveDeviceDialog {...props} issued={issued} />);
    expect(screen.getByTestId('rejoin-code')).toHaveTextContent('X7K2PQ');
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New code' })).toBeInTheDocument();
  });

  it('never shows a code issued for another player', () => {
    const issued = { playerId: 'someone-else', code: 'X7K2PQ', expiresAt: '2030-06-15T10:10:00.000Z' };
    render(
      <MoveDeviceDialog
        player={ann}
        roomCode="AB12CD"
        issued={issued}
        pending={false}
        error={null}
        onClose={vi.fn()}
        onIssue={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('rejoin-code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get rejoin code' })).toBeInTheDocument();
  });
});
