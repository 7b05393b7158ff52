import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostGame } from '@/testing/game-fixtures';
import { renderInRouter } from '@/testing/render-in-router';
import { EventSetupForm } from './event-setup-form';

describe('the event setup page by role', () => {
  it('lets the owner change the setup', () => {
    renderInRouter(<EventSetupForm game={hostGame({ role: 'owner' })} />, '/host/ABC123/event-setup');
    expect(screen.getByRole('textbox', { name: /Event Title/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByText(/Only the game’s owner changes its setup/)).toBeNull();
  });

  it('shows a co-host the setup read-only, and the event’s look to change', () => {
    renderInRouter(<EventSetupForm game={hostGame({ role: 'cohost' })} />, '/host/ABC123/event-setup');
    expect(screen.getByText(/Only the game’s owner changes its setup\. As a co-host/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Event Title/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Free Space/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Room' })).toHaveAttribute('href', '/room/ABC123');
    // The look's own controls stay enabled: a co-host runs the game.
    expect(screen.getByLabelText('Logo')).toBeEnabled();
  });

  it('shows a moderator the setup read-only, without the look', () => {
    renderInRouter(<EventSetupForm game={hostGame({ role: 'moderator' })} />, '/host/ABC123/event-setup');
    expect(screen.getByText('Only the game’s owner changes its setup.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Event Title/ })).toBeDisabled();
    expect(screen.queryByLabelText('Logo')).toBeNull();
  });
});
