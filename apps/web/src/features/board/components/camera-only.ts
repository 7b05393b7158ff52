import { createContext, useContext } from 'react';

/** Whether this game's photos must be taken now: every photo chooser on the card then offers only the camera. */
export const CameraOnlyContext = createContext(false);

export const useCameraOnly = () => useContext(CameraOnlyContext);
