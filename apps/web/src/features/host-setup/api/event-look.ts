import { ZEventLook, type TEventLook } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKeys } from '@/game/host-game';
import { gameApiPath } from '@/game/paths';
import { api } from '@/lib/api-client';

const options = { schema: ZEventLook, errorMessage: "Failed to save the event's look" };

/** PATCH /game/:code/look: the accent colour (`#rrggbb`), or null for the app's own colours. */
const setAccent = (code: string, accent: string | null) =>
  api.patch(gameApiPath(code, '/look'), { accent }, options);

/** PUT /game/:code/look/logo: the logo file, checked and re-encoded by the server. */
const uploadLogo = (code: string, file: File) => {
  const body = new FormData();
  body.append('logo', file, file.name);
  return api.put(gameApiPath(code, '/look/logo'), body, options);
};

const removeLogo = (code: string) => api.delete(gameApiPath(code, '/look/logo'), options);

/** The look's three changes; each answer goes into the host's game, so every screen of it shows the new look. */
export function useEventLookMutations(code: string) {
  const queryClient = useQueryClient();
  const onSuccess = (look: TEventLook) => {
    queryClient.setQueryData(gameKeys.host(code), (game) =>
      game ? { ...game, look: look.accent || look.logoUrl ? look : undefined } : game,
    );
  };
  return {
    accent: useMutation({ mutationFn: (accent: string | null) => setAccent(code, accent), onSuccess }),
    logo: useMutation({ mutationFn: (file: File) => uploadLogo(code, file), onSuccess }),
    removeLogo: useMutation({ mutationFn: () => removeLogo(code), onSuccess }),
  };
}
