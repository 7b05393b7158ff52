import type { Server } from 'node:http';
import os from 'node:os';
import { isLocalOnlyHost, type TShareLinks } from '@picture-bingo/shared';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** Interfaces of containers, virtual machines and VPNs: a phone in the room is rarely on those networks. */
const VIRTUAL_INTERFACE =
  /^(docker|br-|veth|virbr|vboxnet|vmnet|vethernet|utun|tun|tap|wg|zt|tailscale|lxc|lxd|cni|flannel|podman)/i;

/** 10/8, 172.16/12, 192.168/16: the networks a venue's Wi-Fi hands out. */
const isPrivateIPv4 = (ip: string) =>
  /^10\./.test(ip) || /^192\.168\./.test(ip) || /^172\.(1[6-9]|2\d|3[01])\./.test(ip);

/** 169.254/16: the address a machine gives itself when no network answered it. */
const isLinkLocalIPv4 = (ip: string) => /^169\.254\./.test(ip);

/** How likely a phone in the room shares this address's network: lower first. */
function rank(name: string, ip: string) {
  const virtual = VIRTUAL_INTERFACE.test(name) ? 3 : 0;
  const kind = isPrivateIPv4(ip) ? 0 : isLinkLocalIPv4(ip) ? 2 : 1;
  return virtual + kind;
}

/**
 * This machine's IPv4 addresses that other devices may reach (not loopback), the likeliest first: real
 * interfaces before virtual ones, private networks before other and self-assigned addresses; otherwise in the
 * system's order.
 */
export function lanIPv4Addresses(interfaces: Interfaces = os.networkInterfaces()): string[] {
  const found = Object.entries(interfaces).flatMap(([name, entries]) =>
    (entries ?? [])
      .filter((entry) => entry.family === 'IPv4' && !entry.internal && !isLocalOnlyHost(entry.address))
      .map((entry) => ({ ip: entry.address, rank: rank(name, entry.address) })),
  );
  return [...new Set(found.sort((a, b) => a.rank - b.rank).map((entry) => entry.ip))];
}

/** HOST values that listen on every interface. */
const isAnyAddress = (host: string) => host === '0.0.0.0' || host === '::';

const origin = (host: string, port: number) =>
  new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;

/**
 * Where shared links point, from the configuration and this machine's interfaces only (never a request's
 * headers): PUBLIC_URL when set; else the addresses the server listens on that another device could open.
 */
export function shareLinks(
  config: { publicUrl: string | null; host: string },
  port: number,
  interfaces: Interfaces = os.networkInterfaces(),
): TShareLinks {
  if (config.publicUrl) return { joinBase: config.publicUrl, networkAddresses: [], loopbackOnly: false };
  if (isLocalOnlyHost(config.host) && !isAnyAddress(config.host)) {
    return { joinBase: null, networkAddresses: [], loopbackOnly: true };
  }
  const hosts = isAnyAddress(config.host) ? lanIPv4Addresses(interfaces) : [config.host];
  return { joinBase: null, networkAddresses: hosts.map((host) => origin(host, port)), loopbackOnly: false };
}

/**
 * `shareLinks` as told to one browser, by its TCP peer address (never a header): only a browser on this computer
 * needs the network addresses (a host at localhost), so other devices learn none of this machine's addresses.
 */
export function shareLinksFor(
  config: { publicUrl: string | null; host: string },
  port: number,
  peerAddress: string | undefined,
): TShareLinks {
  const links = shareLinks(config, port);
  return peerAddress && isLocalOnlyHost(peerAddress) ? links : { ...links, networkAddresses: [] };
}

/** The port the server listens on (PORT=0 picks one), or `fallback` before it listens. */
export function listeningPort(server: Server, fallback: number): number {
  const address = server.address();
  return address && typeof address === 'object' ? address.port : fallback;
}
