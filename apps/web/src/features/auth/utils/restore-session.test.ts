import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/render-app';
import { restoreSession } from './restore-session';

describe('restoreSession', () => {
  it('restores the user when both tokens and a valid user are stored', () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('user', JSON.stringify(testUser));
    expect(restoreSession()).toEqual(testUser);
    expect(localStorage.getItem('accessToken')).toBe('a');
  });

  it('clears all three keys when the stored user is not valid JSON', () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('user', '{not json');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears a stored user that is JSON but not a user', () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('user', JSON.stringify({ name: 'x' }));
    expect(restoreSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('is signed out when a token is missing', () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('user', JSON.stringify(testUser));
    expect(restoreSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
