import { LIMITS } from '@picture-bingo/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LabelChipsInput, labelProblem } from './label-chips-input';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [words, setWords] = useState(initial);
  return <LabelChipsInput words={words} onChange={setWords} />;
}

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
});
