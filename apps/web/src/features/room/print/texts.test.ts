import { describe, expect, it } from 'vitest';
import { firstCondition } from './download-printout';
import { loadPrintTexts } from './texts';

describe('printouts state the game’s real rule', () => {
  it("the BINGO! step names what the first BINGO! needs: the game's rule, or its first prize's", async () => {
    const prizes = [
      { name: 'Bottle of bubbly', condition: 'line' as const },
      { name: 'Cake', condition: 'full' as const },
    ];
    expect(firstCondition({ winMode: 'prizes', prizes, winCondition: 'full' })).toBe('line');
    expect(firstCondition({ winMode: 'first', prizes, winCondition: 'two-lines' })).toBe('two-lines');
    expect((await loadPrintTexts('en', 'line')).steps[2]).toBe(
      'Complete a row, column or diagonal and press BINGO!',
    );
    expect((await loadPrintTexts('es', 'two-lines')).steps[2]).toBe(
      'Completa dos filas, columnas o diagonales y pulsa BINGO!',
    );
    expect((await loadPrintTexts('en', 'full')).steps[2]).toBe('Fill the card first and press BINGO!');
  });
});
