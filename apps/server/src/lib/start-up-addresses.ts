import { isLocalOnlyHost } from '@picture-bingo/shared';
import { shareLinks } from './network-addresses';

export interface StartUpAddressLine {
  level: 'info' | 'warn';
  message: string;
}

/**
 * The addresses to open the app at, as Vite prints them: `Local:` on this computer and `Network:` per address
 * phones on the same network can open; with PUBLIC_URL just that. A warning when no phone could join.
 */
export function startUpAddressLines(
  config: { publicUrl: string | null; host: string },
  port: number,
  interfaces?: Parameters<typeof shareLinks>[2],
): StartUpAddressLine[] {
  if (config.publicUrl) return [{ level: 'info', message: `Public:  ${config.publicUrl}/` }];
  const links = shareLinks(config, port, interfaces);
  const lines: StartUpAddressLine[] = [];
  if (isLocalOnlyHost(config.host)) {
    lines.push({ level: 'info', message: `Local:   http://localhost:${port}/` });
  }
  for (const address of links.networkAddresses)
    lines.push({ level: 'info', message: `Network: ${address}/` });
  if (links.loopbackOnly) {
    lines.push({
      level: 'warn',
      message: `Network: none: HOST=${config.host} listens on this computer only, so phones can't join. Use HOST=0.0.0.0, or set PUBLIC_URL`,
    });
  } else if (links.networkAddresses.length === 0) {
    lines.push({
      level: 'warn',
      message: `Network: none found, so phones can't join. Connect this computer to the venue's Wi-Fi, or set PUBLIC_URL`,
    });
  }
  return lines;
}
