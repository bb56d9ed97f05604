import type { Location } from '@dealer/schemas/content/location';
import type { Vehicle } from '@/vehicles/vehicle';

/**
 * schema.org Car for the vehicle page: VIN, odometer, brand and model, the badge as
 * vehicleConfiguration, images, and an offer in AUD with availability and the seller.
 */
export function vehicleJsonLd(input: { vehicle: Vehicle; title: string; url: string; origin: string; sellerName: string; location: Location | null; available: boolean }) {
  const { vehicle, title, url, origin, sellerName, location, available } = input;
  const absolute = (path: string) => (path.startsWith('http') ? path : `${origin}${path}`);
  const price = vehicle.price !== null && vehicle.price > 10 ? vehicle.price : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: title,
    url,
    vehicleIdentificationNumber: vehicle.vin ?? undefined,
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.model,
    vehicleConfiguration: vehicle.badge ?? undefined,
    vehicleModelDate: String(vehicle.year),
    itemCondition: vehicle.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    color: vehicle.colour ?? undefined,
    bodyType: vehicle.body ?? vehicle.simple_body ?? undefined,
    fuelType: vehicle.fuel ?? vehicle.simple_fuel ?? undefined,
    vehicleTransmission: vehicle.trans ?? vehicle.simple_transmission ?? undefined,
    mileageFromOdometer: vehicle.km !== null ? { '@type': 'QuantitativeValue', value: vehicle.km, unitCode: 'KMT' } : undefined,
    image: vehicle.images.map((image) => absolute(image.url)),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'AUD',
      price: price ?? undefined,
      availability: available ? (vehicle.status === 'coming_soon' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock') : 'https://schema.org/SoldOut',
      url,
      seller: {
        '@type': 'AutoDealer',
        name: location?.name ?? sellerName,
        telephone: location?.phone,
        address: location
          ? { '@type': 'PostalAddress', streetAddress: location.address.street, addressLocality: location.address.city, addressRegion: location.address.state, postalCode: location.address.postcode, addressCountry: 'AU' }
          : undefined,
      },
    },
  };
}

export { jsonLdScript } from '@/lib/json-ld';
