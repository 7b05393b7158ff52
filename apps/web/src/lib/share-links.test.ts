import type { TShareLinks } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { chooseShareBase } from './share-links';

const page = (origin: string) => ({ origin, hostname: new URL(origin).hostname });
const lan: TShareLinks = {
  joinBase: null,
  networkAddresses: ['http://192.168.1.23:3000', 'http://10.0.0.5:3000'],
  loopbackOnly: false,
};

describe('chooseShareBase', () => {
  it("on a laptop at localhost: the server's first network address", () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(chooseShareBase(lan, page(origin))).toEqual({
        origin: 'http://192.168.1.23:3000',
        problem: null,
      });
    }
  });

  it('PUBLIC_URL wins, wherever the page is', () => {
    const links = { ...lan, joinBase: 'https://bingo.example.com' };
    expect(chooseShareBase(links, page('http://localhost:3000'))).toEqual({
      origin: 'https://bingo.example.com',
      problem: null,
    });
    expect(chooseShareBase(links, page('http://192.168.1.23:3000')).origin).toBe('https://bingo.example.com');
  });

  it('a page at an address phones reach keeps its own origin', () => {
    expect(chooseShareBase(lan, page('http://10.0.0.5:3000'))).toEqual({
      origin: 'http://10.0.0.5:3000',
      problem: null,
    });
    expect(chooseShareBase(lan, page('http://bingo-laptop.lan:3000')).origin).toBe(
      'http://bingo-laptop.lan:3000',
    );
  });

  it('says why when no phone could open the link', () => {
    const none = { joinBase: null, networkAddresses: [], loopbackOnly: false };
    expect(chooseShareBase(none, page('http://localhost:3000'))).toEqual({
      origin: 'http://localhost:3000',
      problem: 'no-network-address',
    });
    expect(chooseShareBase({ ...none, loopbackOnly: true }, page('http://127.0.0.1:3000')).problem).toBe(
      'server-local-only',
    );
    expect(
      chooseShareBase({ ...none, joinBase: 'http://localhost:8080' }, page('http://localhost:3000')),
    ).toEqual({ origin: 'http://localhost:8080', problem: 'public-url-local' });
    // The server's answer could not be had: the page's origin, with the warning it deserves.
    expect(chooseShareBase(null, page('http://localhost:3000')).problem).toBe('no-network-address');
    expect(chooseShareBase(null, page('http://192.168.1.23:3000')).problem).toBeNull();
  });
});
