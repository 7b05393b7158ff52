import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('RegisterForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "Passwords do not match" and sends nothing when the passwords differ', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderApp('/register');

    await user.type(await screen.findByLabelText(/^Email/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'correct horsE');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('explains that Google sign-in is not set up when the server has no client id', async () => {
    renderApp('/register');
    const google = await screen.findByRole('button', { name: 'Sign up with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription("Google sign-in isn't set up on this server.");
  });
});
