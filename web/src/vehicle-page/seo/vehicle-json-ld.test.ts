import { expect, it } from 'vitest';
import type { Vehicle } from '@/vehicles/vehicle';
import { jsonLdScript, vehicleJsonLd } from './vehicle-json-ld';

const vehicle = {
  vin: 'JT1', make: 'Toyota', model: 'RAV4', badge: 'GX', year: 2021, car_type: 'used', colour: 'White', body: 'SUV', simple_body: 'SUV',
  fuel: 'Petrol', simple_fuel: 'Petrol', trans: 'Automatic', simple_transmission: 'Automatic', km: 42000, price: 34990, status: 'in_stock',
  images: [{ url: '/demo-stock/a.webp', thumb: { url: '/demo-stock/a.webp' } }],
} as unknown as Vehicle;

it('describes the car with an AUD offer', () => {
  const ld = vehicleJsonLd({ vehicle, title: '2021 Toyota RAV4 GX', url: 'http://x/cars/a', origin: 'http://x', sellerName: 'Dealer', location: null, available: true });
  expect(ld).toMatchObject({
    '@type': 'Car', vehicleIdentificationNumber: 'JT1', brand: { name: 'Toyota' }, model: 'RAV4', vehicleConfiguration: 'GX',
    mileageFromOdometer: { value: 42000, unitCode: 'KMT' }, image: ['http://x/demo-stock/a.webp'],
    offers: { priceCurrency: 'AUD', price: 34990, availability: 'https://schema.org/InStock', seller: { name: 'Dealer' } },
  });
});

it('marks a sold car sold out and escapes script endings', () => {
  const ld = vehicleJsonLd({ vehicle: { ...vehicle, model: '</script>' }, title: 't', url: 'u', origin: '', sellerName: 's', location: null, available: false });
  expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
  expect(jsonLdScript(ld)).not.toContain('</script>');
});
