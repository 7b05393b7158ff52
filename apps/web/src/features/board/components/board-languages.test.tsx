import type { TCell } from '@picture-bingo/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/messages';
import { cell as cellOf } from '@/testing/results-fixtures';
import { pausedText, type CellUpload } from '../hooks/use-cell-uploads';
import { cellLabel } from '../utils/cell-state';
import { BoardCell } from './board-cell';

const cell = (over: Partial<TCell> = {}): TCell => cellOf({ idx: 0, value: 'Kite', ...over });

const handlers = () => ({ onFile: vi.fn(), onOpenPhoto: vi.fn(), onOpenFailure: vi.fn() });
const waiting = (n: number): Record<number, CellUpload> =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [i, { status: 'waiting', file: new File([], 'p.jpg') }]),
  );

afterEach(async () => {
  await chooseLocale('en');
});

describe('the card in the guest’s language', () => {
  it('names a cell and its photo in Spanish, the host’s label as typed', async () => {
    await chooseLocale('es');
    render(<BoardCell cell={cell()} upload={undefined} {...handlers()} />);
    expect(screen.getByRole('button', { name: 'Añadir una foto para Kite' })).toBeInTheDocument();
    render(
      <BoardCell
        cell={cell({ idx: 1, value: 'Hat', thumb: 'blob:t', isMarked: true })}
        upload={undefined}
        {...handlers()}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Hat: Cuenta en tu cartón. Cambiar o quitar la foto' }),
    ).toBeInTheDocument();
    // A cell the host left without a label is named by its number, in the shown language.
    expect(cellLabel({ idx: 6, value: '' })).toBe('Casilla 7');
  });

  it('counts kept photos with each language’s plural forms', async () => {
    expect(pausedText(waiting(1))).toBe(
      'The host paused the game. Your photo will upload when the host resumes.',
    );
    await chooseLocale('ar');
    // Arabic has a dual: two photos are صورتاك, not a plural with a number.
    expect(pausedText(waiting(2))).toBe('أوقف المضيف اللعبة مؤقتًا. ستُرفع صورتاك عندما يستأنف المضيف.');
    expect(pausedText(waiting(3))).toContain('الـ');
    await chooseLocale('ja');
    expect(pausedText(waiting(3))).toBe(
      'ホストがゲームを一時停止しました。写真3枚は、ホストが再開するとアップロードされます。',
    );
  });
});
