import { QR_SIZE_PX } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';

/** A QR code of `text` as a PNG data URL (200 px, error correction L), drawn only once it is wanted. */
export function useQrCode(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['qr-code', text],
    queryFn: () => toDataURL(text, { width: QR_SIZE_PX, errorCorrectionLevel: 'L' }),
    enabled,
    staleTime: Infinity,
  });
}
