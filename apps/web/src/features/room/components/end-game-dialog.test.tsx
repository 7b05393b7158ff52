import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EndGameDialog } from './end-game-dialog';

function renderDialog(waiting: number) {
  render(
    <MemoryRouter>
      <EndGameDialog
        open
        pending={false}
        onCancel={() => undefined}
        onConfirm={() => undefined}
        waiting={waiting}
        reviewPath="/host/ABC123/review"
      />
    </MemoryRouter>,
  );
}

describe('EndGameDialog', () => {
  it('counts the photos never reviewed and offers to review them first', () => {
    renderDialog(3);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('3 photos have never been reviewed.');
    expect(screen.getByRole('link', { name: 'Review them first' })).toHaveAttribute(
      'href',
      '/host/ABC123/review',
    );
  });

  it('says nothing about review when no photo waits', () => {
    renderDialog(0);
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/never been reviewed/);
    expect(screen.queryByRole('link', { name: 'Review them first' })).not.toBeInTheDocument();
  });
});
