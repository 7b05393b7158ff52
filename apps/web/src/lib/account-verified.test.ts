import { afterEach, describe, expect, it } from 'vitest';
import {
  announceVerified,
  forgetVerifyReturn,
  onVerifiedElsewhere,
  rememberVerifyReturn,
  verifyReturnPath,
} from './account-verified';

describe('the page to return to after verifying', () => {
  afterEach(forgetVerifyReturn);

  it('keeps an in-app page, never another origin or the verification pages themselves', () => {
    rememberVerifyReturn('/host/ABC123/pricing?x=1');
    expect(verifyReturnPath()).toBe('/host/ABC123/pricing?x=1');
    for (const path of ['//evil.example/x', 'https://evil.example/', '/verify-email?token=t', '/outbox']) {
      rememberVerifyReturn(path);
      expect(verifyReturnPath(), path).toBe('/host/ABC123/pricing?x=1');
    }
    forgetVerifyReturn();
    expect(verifyReturnPath()).toBeNull();
  });

  it('ignores a stored value that is not an in-app path', () => {
    window.localStorage.setItem('verifyReturnTo', '//evil.example');
    expect(verifyReturnPath()).toBeNull();
  });
});

describe('verified in another tab', () => {
  it('reaches the listeners of other tabs (another BroadcastChannel), not after unsubscribing', async () => {
    const heard: string[] = [];
    const stop = onVerifiedElsewhere(() => heard.push('verified'));
    announceVerified();
    await expect.poll(() => heard).toEqual(['verified']);
    stop();
    announceVerified();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['verified']);
  });
});
