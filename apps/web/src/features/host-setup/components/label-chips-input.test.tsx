import { LIMITS } from '@picture-bingo/shared';
import type { TLabelPack } from '@picture-bingo/shared/label-pack';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { labelProblem } from '../hooks/use-label-entry';
import { LabelChipsInput } from './label-chips-input';

function Harness({ initial = [], packs }: { initial?: string[]; packs?: TLabelPack[] }) {
  const [words, setWords] = useState(initial);
  return <LabelChipsInput words={words} onChange={setWords} packs={packs} />;
}

const pack = (id: string, name: string, labels: string[]): TLabelPack => ({
  id,
  name,
  description: `All about ${name}`,
  labels,
});

const chips = () =>
  within(screen.getByRole('list', { name: 'Added labels' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('LabelChipsInput', () => {
  it('turns a pasted list into labels, dropping duplicates and empties with a note', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Dog']} />);
    const input = screen.getByLabelText('Board Labels');
    await user.click(input);
    await user.paste('Cat\nDOG, Bird;;Cat\n');
    expect(chips()).toEqual(['Dog', 'Cat', 'Bird']);
    expect(screen.getByRole('status')).toHaveTextContent('Added 2 labels. Dropped 3: 2 duplicates, 1 empty.');
    expect(input).toHaveValue('');
    // A single word pastes into the field as usual.
    await user.paste('Fish');
    expect(input).toHaveValue('Fish');
  });

  it('adds the trimmed word on Enter and clears the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Board Labels');
    await user.type(input, '  Red door  {Enter}');
    await user.type(input, 'Blue car{Enter}');
    expect(chips()).toEqual(['Red door', 'Blue car']);
    expect(input).toHaveValue('');
  });

  it('ignores an empty or blank entry', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Board Labels'), '   {Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Added labels' })).not.toBeInTheDocument();
  });

  it('rejects a duplicate (ignoring case) with an inline message and keeps the text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Dog']} />);
    const input = screen.getByLabelText('Board Labels');
    await user.type(input, ' dog {Enter}');
    expect(chips()).toEqual(['Dog']);
    expect(input).toHaveAccessibleDescription(/"dog" is already on the board/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(' dog ');
  });

  it('compares as the server does: accents composed or not, fullwidth, invisible characters', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Café']} />);
    const input = screen.getByLabelText('Board Labels');
    await user.type(input, 'CAFE\u0301{Enter}');
    expect(input).toHaveAccessibleDescription(/is already on the board/);
    await user.clear(input);
    await user.type(input, '\u200b{Enter}');
    expect(input).toHaveAccessibleDescription('Each label must have letters, numbers or symbols you can see');
    await user.clear(input);
    await user.type(input, ' Ｔｅａ\u200b  pot {Enter}');
    expect(chips()).toEqual(['Café', 'Tea pot']);
  });

  it('removes a word with its cross', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Tree', 'Bench', 'Kite']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Bench' }));
    expect(chips()).toEqual(['Tree', 'Kite']);
  });

  it('renders hostile text as text', () => {
    render(<Harness initial={['<img src=x onerror=alert(1)>']} />);
    expect(chips()).toEqual(['<img src=x onerror=alert(1)>']);
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('labelProblem', () => {
  it('allows a new word and caps the list at the label limit', () => {
    expect(labelProblem(['a'], 'b')).toBeNull();
    const full = Array.from({ length: LIMITS.labels }, (_, i) => `w${i}`);
    expect(labelProblem(full, 'new')).toBe(`A board can have at most ${LIMITS.labels} labels`);
  });

  it('the chips are one tab stop: arrow keys, Home and End move, Delete removes and keeps focus in the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness initial={['Dog', 'Cat', 'Bird', 'Fish']} />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByLabelText('Board Labels'));
    await user.tab(); // Add (disabled: skipped) → the first chip
    expect(screen.getByRole('button', { name: 'Remove Dog' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove Dog' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Remove Bird' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Remove Fish' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Remove Dog' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Delete}');
    expect(chips()).toEqual(['Dog', 'Bird', 'Fish']);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove Bird' })).toHaveFocus());
    // Leaving and coming back lands on the chip last used.
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove Bird' })).toHaveFocus();
  });

  it('offers the label packs in the field: ↓ opens them, Enter adds the chosen one, no extra tab stop', async () => {
    const user = userEvent.setup();
    const packs = [
      pack('party', 'Party', ['Cake', 'Dog']),
      pack('beach', 'Beach', ['Sand', 'Shell', 'Wave']),
    ];
    render(
      <>
        <Harness initial={['Dog']} packs={packs} />
        <button type="button">After</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Board Labels' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Party (2 labels)All about Party',
      'Beach (3 labels)All about Beach',
    ]);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chips()).toEqual(['Dog', 'Sand', 'Shell', 'Wave']);
    expect(screen.getByRole('status')).toHaveTextContent('Beach: Added 3 labels.');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Already-added labels are dropped; Escape closes without adding.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chips()).toEqual(['Dog', 'Sand', 'Shell', 'Wave', 'Cake']);
    expect(screen.getByRole('status')).toHaveTextContent('Party: Added 1 label. Dropped 1: 1 duplicate.');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chips()).toHaveLength(5);

    // The pointer opens the list with the Label packs button, which is out of the tab order.
    await user.click(screen.getByRole('button', { name: 'Label packs' }));
    expect(screen.getByRole('listbox', { name: 'Label packs' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.tab(); // Add (disabled) and Label packs (tabindex -1) skipped → the first chip
    expect(screen.getByRole('button', { name: 'Remove Dog' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
