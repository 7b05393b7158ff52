import { describe, expect, it } from 'vitest';
import { isLocalOnlyHost } from './links';

describe('isLocalOnlyHost', () => {
  it('knows the names and addresses only this computer can open', () => {
    const hosts = [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '::',
      '::1',
    ];
    // As URL.hostname writes IPv6 (in brackets): http://[::1]:3000, http://[::ffff:127.0.0.1]/ (IPv4-mapped
    // loopback) and http://[0:0:0:0:0:0:0:1]/.
    hosts.push('[::1]', '[::ffff:7f00:1]');
    for (const host of hosts) expect(isLocalOnlyHost(host), host).toBe(true);
  });

  it('lets every other address through', () => {
    for (const host of [
      '192.168.1.5',
      '10.0.0.5',
      '128.0.0.1',
      'bingo.example.com',
      'localhost.example.com',
    ]) {
      expect(isLocalOnlyHost(host), host).toBe(false);
    }
    expect(isLocalOnlyHost('[fd00::2]')).toBe(false);
  });
});
