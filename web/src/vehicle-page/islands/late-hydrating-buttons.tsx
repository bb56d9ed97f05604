'use client';

import type { ComponentProps } from 'react';
import { CompareToggle as Compare } from '@/identity/device/compare-toggle';
import { FavouriteToggle as Favourite } from '@/identity/device/favourite-toggle';
import { WaitlistButton as Waitlist } from '@/reserve/components/waitlist-button';
import { DisabledUntilHydrated } from '@/components/ui/disabled-until-hydrated';

/*
 * Buttons the vehicle page loads after its first load (islands/deferred-islands.tsx), each
 * disabled until it has hydrated: their server HTML shows them enabled, and a click before their
 * code arrived would do nothing.
 */
export const CompareToggle = (props: ComponentProps<typeof Compare>) => <DisabledUntilHydrated><Compare {...props} /></DisabledUntilHydrated>;
export const FavouriteToggle = (props: ComponentProps<typeof Favourite>) => <DisabledUntilHydrated><Favourite {...props} /></DisabledUntilHydrated>;
export const WaitlistButton = (props: ComponentProps<typeof Waitlist>) => <DisabledUntilHydrated><Waitlist {...props} /></DisabledUntilHydrated>;
