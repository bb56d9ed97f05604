'use client';

import { useSyncExternalStore } from 'react';
import { timeAgo } from './stars';

const noSubscription = () => () => {};

/** "3 weeks ago", worked out in the browser (nothing on the server), so a cached page never states a stale age. */
export function TimeAgo({ date }: { date: string }) {
  const text = useSyncExternalStore(noSubscription, () => timeAgo(date, new Date()), () => null);
  return text ? <span> · {text}</span> : null;
}
