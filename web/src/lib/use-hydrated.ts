import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False during the server render and hydration, true once the browser has taken over. */
export const useHydrated = () => useSyncExternalStore(subscribeNothing, () => true, () => false);
