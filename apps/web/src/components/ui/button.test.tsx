import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { buttonClasses, type ButtonColor, type ButtonVariant } from './button-styles';

const colors: ButtonColor[] = ['primary', 'secondary', 'success', 'warning', 'error', 'default'];
const variants: ButtonVariant[] = ['contained', 'outlined', 'soft', 'ghost'];

describe('Button', () => {
  it('renders every colour and variant as a distinct, named button', () => {
    const seen = new Set<string>();
    for (const color of colors) {
      for (const variant of variants) {
        render(
          <Button color={color} variant={variant}>
            {`${color} ${variant}`}
          </Button>,
        );
        const button = screen.getByRole('button', { name: `${color} ${variant}` });
        expect(button).toHaveAttribute('type', 'button');
        seen.add(button.className);
      }
    }
    expect(seen.size).toBe(colors.length * variants.length);
  });

  it('uses white text on the dark violet primary (contrast above 4.5:1)', () => {
    expect(buttonClasses({ color: 'primary', variant: 'contained' })).toContain('bg-violet-700 text-white');
  });

  it('is disabled and busy while loading, keeping its name', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('applies the size classes', () => {
    render(
      <>
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Small' }).className).toContain('text-sm');
    expect(screen.getByRole('button', { name: 'Large' }).className).toContain('text-base');
  });
});
