'use client';

import { useEffect } from 'react';
import { viewedCars, type ViewedCar } from './device-records';

/** Remembers the vehicle page just opened (SPEC 3 "Viewed-car record"), newest first; failures only logged (SPEC 8). */
export function ViewedCarRecorder({ car }: { car: ViewedCar }) {
  useEffect(() => {
    try {
      viewedCars.write([car, ...viewedCars.read().filter((c) => c.id !== car.id)]);
    } catch (error) {
      console.warn('Viewed car not stored', error);
    }
  }, [car]);
  return null;
}
