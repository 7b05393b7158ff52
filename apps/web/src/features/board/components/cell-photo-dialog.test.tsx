import type { TCell } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CellPhotoDialog } from './cell-photo-dialog';

const waiting: TCell = {
  idx: 3,
  value: 'Kite',
  isMarked: false,
  image: '/media/a.webp',
  thumb: '/media/a-thumb.webp',
  isFreeSpace: false,
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('CellPhotoDialog', () => {
  it('shows its player a photo waiting for review at full strength, with its status in words', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CellPhotoDialog code="ABC123" cell={waiting} onReplace={vi.fn()} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    const photo = screen.getByRole('img', { name: 'Your photo for Kite' });
    expect(photo.className).not.toMatch(/opacity/);
    expect(screen.getByText(/review/i)).toBeInTheDocument();
  });
});
