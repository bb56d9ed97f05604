'use client';

import dynamic from 'next/dynamic';

/*
 * The 360 viewer's code is not in the vehicle page's first load (a few cars have one): it renders
 * on the server, showing its first frame (a photo, the page's largest paint when it opens on the
 * spinner), and hydrates on its own (`loading` gives it a Suspense boundary) when its chunk arrives,
 * only then able to turn, so nothing a shopper does with it is lost.
 */
export const SpinViewer = dynamic(() => import('./spin-viewer').then((m) => m.SpinViewer), { loading: () => null });
