import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanIPv4Addresses, shareLinks } from './network-addresses';
import { startUpAddressLines } from './start-up-addresses';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

const v4 = (address: string, internal = false) =>
  ({
    address,
    netmask: '255.255.255.0',
    family: 'IPv4',
    mac: '00:00:00:00:00:00',
    internal,
    cidr: `${address}/24`,
  }) as const;
const v6 = (address: string, internal = false) =>
  ({
    address,
    netmask: 'ffff:ffff:ffff:ffff::',
    family: 'IPv6',
    mac: '00:00:00:00:00:00',
    internal,
    cidr: `${address}/64`,
    scopeid: 0,
  }) as const;

/** A laptop on a venue's Wi-Fi, with Docker, a VPN and a cable that got no address. */
const LAPTOP: Interfaces = {
  lo: [v4('127.0.0.1', true), v6('::1', true)],
  docker0: [v4('172.17.0.1')],
  tailscale0: [v4('100.101.102.103')],
  en7: [v4('169.254.10.20')],
  wlan0: [v6('fe80::1'), v4('192.168.1.23')],
  eth0: [v4('10.0.0.5')],
};

describe('lanIPv4Addresses', () => {
  it('lists IPv4 addresses other devices may reach, the real private networks first', () => {
    expect(lanIPv4Addresses(LAPTOP)).toEqual([
      '192.168.1.23',
      '10.0.0.5',
      '169.254.10.20',
      '172.17.0.1',
      '100.101.102.103',
    ]);
  });

  it('lists nothing on a machine with loopback only', () => {
    expect(lanIPv4Addresses({ lo: [v4('127.0.0.1', true), v6('::1', true)] })).toEqual([]);
  });
});

describe('shareLinks', () => {
  it('listening on every interface: an origin per network address, with the port it listens on', () => {
    expect(shareLinks({ publicUrl: null, host: '0.0.0.0' }, 4321, LAPTOP).networkAddresses[0]).toBe(
      'http://192.168.1.23:4321',
    );
    expect(shareLinks({ publicUrl: null, host: '::' }, 80, { wlan0: [v4('192.168.1.23')] })).toEqual({
      joinBase: null,
      networkAddresses: ['http://192.168.1.23'],
      loopbackOnly: false,
    });
  });

  it('PUBLIC_URL wins over every interface, and is all it names', () => {
    expect(shareLinks({ publicUrl: 'https://bingo.example.com', host: '127.0.0.1' }, 3000, LAPTOP)).toEqual({
      joinBase: 'https://bingo.example.com',
      networkAddresses: [],
      loopbackOnly: false,
    });
  });

  it('listening on loopback only: no network address, and it says so', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(shareLinks({ publicUrl: null, host }, 3000, LAPTOP)).toEqual({
        joinBase: null,
        networkAddresses: [],
        loopbackOnly: true,
      });
    }
  });

  it('listening on one address: that address', () => {
    expect(shareLinks({ publicUrl: null, host: '10.0.0.5' }, 3000, LAPTOP).networkAddresses).toEqual([
      'http://10.0.0.5:3000',
    ]);
    expect(shareLinks({ publicUrl: null, host: 'fd00::2' }, 3000, LAPTOP).networkAddresses).toEqual([
      'http://[fd00::2]:3000',
    ]);
  });
});

describe('startUpAddressLines', () => {
  it('prints Local and a Network line per address, as Vite does', () => {
    expect(startUpAddressLines({ publicUrl: null, host: '0.0.0.0' }, 3000, LAPTOP).slice(0, 3)).toEqual([
      { level: 'info', message: 'Local:   http://localhost:3000/' },
      { level: 'info', message: 'Network: http://192.168.1.23:3000/' },
      { level: 'info', message: 'Network: http://10.0.0.5:3000/' },
    ]);
  });

  it('prints PUBLIC_URL alone when it is set', () => {
    expect(
      startUpAddressLines({ publicUrl: 'https://bingo.example.com', host: '0.0.0.0' }, 3000, LAPTOP),
    ).toEqual([{ level: 'info', message: 'Public:  https://bingo.example.com/' }]);
  });

  it('warns when no phone could join: no network, or loopback only', () => {
    const lo: Interfaces = { lo: [v4('127.0.0.1', true)] };
    expect(startUpAddressLines({ publicUrl: null, host: '0.0.0.0' }, 3000, lo)).toEqual([
      { level: 'info', message: 'Local:   http://localhost:3000/' },
      {
        level: 'warn',
        message:
          "Network: none found, so phones can't join. Connect this computer to the venue's Wi-Fi, or set PUBLIC_URL",
      },
    ]);
    expect(startUpAddressLines({ publicUrl: null, host: '127.0.0.1' }, 3000, LAPTOP)).toEqual([
      { level: 'info', message: 'Local:   http://localhost:3000/' },
      {
        level: 'warn',
        message:
          "Network: none: HOST=127.0.0.1 listens on this computer only, so phones can't join. Use HOST=0.0.0.0, or set PUBLIC_URL",
      },
    ]);
  });
});
