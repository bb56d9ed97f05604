import type { Badge, CatalogueModel } from '../catalogue/catalogue-types';
import { interiorColours, paletteFor } from '../catalogue/colours';
import type { ResolvedLocation } from '../content/place-documents';
import type { ImageRegistry } from '../content/image-registry';
import { slugify } from '../content/sanity-fields';
import { DAY_MS, addDays, isoDate, monthStart } from '../dates';
import type { Random } from '../random';
import type { CarType, DealershipSpec, TenantDefinition } from '../tenants/tenant-types';
import { dealerComments } from './comments';
import type { DemoVehicle } from './demo-vehicle';
import { fittedFeatures, standardEquipment } from './equipment';
import { makeNvic, makeRegplate, makeVin } from './identifiers';
import { dealerRound, lenderEstimate, marketData, typicalKmPerYear, usedValue } from './pricing';
import { dealerTag, lifecycle } from './vehicle-lifecycle';
import { HISTORY_REPORT_PATH, vehicleMedia } from './vehicle-media';
import { caravanSpecs, drivetrain, variantSpecs } from './vehicle-specs';

export type VehicleInput = {
  id: number;
  stocknum: string;
  tenant: TenantDefinition;
  dealership: DealershipSpec;
  location: ResolvedLocation;
  model: CatalogueModel;
  carType: CarType;
  referenceDate: Date;
  images: ImageRegistry;
  random: Random;
};

const usedAges = [[1, 10], [2, 14], [3, 14], [4, 12], [5, 10], [6, 9], [7, 8], [8, 7], [9, 5], [10, 4], [11, 3], [12, 3], [14, 2], [16, 1]] as const;

function pickYear(model: CatalogueModel, carType: CarType, referenceYear: number, random: Random): number {
  const newest = Math.min(model.lastYear ?? referenceYear, referenceYear);
  const wanted = carType === 'new' ? referenceYear - (random.chance(0.12) ? 1 : 0)
    : carType === 'demo' ? referenceYear - (random.chance(0.4) ? 1 : 0)
      : referenceYear - random.weighted(usedAges);
  return Math.max(model.firstYear, Math.min(newest, wanted));
}

/** Lower badges sell in bigger numbers, so they are weighted up. */
function pickBadge(model: CatalogueModel, random: Random): [Badge, number] {
  const index = random.weighted(model.badges.map((_, i) => [i, model.badges.length - i + 1] as const));
  return [model.badges[index] as Badge, index];
}

function kilometres(model: CatalogueModel, carType: CarType, age: number, random: Random): number | null {
  if (model.itemType === 'caravan') return null;
  if (carType === 'new') return random.chance(0.3) ? 0 : random.int(5, 60);
  if (carType === 'demo') return random.int(800, 9500);
  const perYear = typicalKmPerYear(model) * random.float(0.35, 1.6);
  return Math.max(1500, Math.round((Math.max(1, age) - random.float(0, 0.8)) * perYear / 10) * 10);
}

/** The long listing title, e.g. '2021 Toyota HiLux SR5 GUN126R Auto 4x4'. */
function carsalesTitle(title: string, model: CatalogueModel, transmission: string | null, drive: string | null): string {
  const series = model.series && !title.includes(model.series) ? ` ${model.series}` : '';
  const gearbox = model.itemType === 'caravan' ? ` ${model.bodyConfiguration}` : transmission === 'Manual' ? ' Manual' : transmission ? ' Auto' : '';
  return `${title}${series}${gearbox}${drive ? ` ${drive}` : ''}`;
}

export function buildVehicle(input: VehicleInput): DemoVehicle {
  const { model, carType, random, tenant, referenceDate } = input;
  const referenceYear = referenceDate.getUTCFullYear();
  const year = pickYear(model, carType, referenceYear, random);
  const age = referenceYear - year;
  const [badge, badgeIndex] = pickBadge(model, random);
  const km = kilometres(model, carType, age, random);
  const life = lifecycle(carType, tenant.soldWindowDays, referenceDate, random);
  const available = life.status === 'in_stock' || life.status === 'coming_soon';
  const [colour, family] = random.weighted(paletteFor(model.make, model.itemType).map(([name, fam, weight]) => [[name, fam] as const, weight] as const));

  // Older model years were cheaper new; used values depreciate from that.
  const newPrice = badge.price * 0.975 ** Math.max(0, referenceYear - year);
  let price: number | null;
  let beforePrice: number | null = null;
  if (carType === 'used') {
    price = usedValue(model, newPrice, age, km, random);
    if (random.chance(0.12)) beforePrice = price + random.int(2, 6) * 500;
  } else if (carType === 'demo') {
    price = dealerRound(newPrice * random.float(0.88, 0.94));
    if (random.chance(0.5)) beforePrice = dealerRound(newPrice);
  } else {
    price = dealerRound(newPrice);
    if (random.chance(0.25)) {
      beforePrice = price;
      price = dealerRound(price * random.float(0.92, 0.97));
    }
  }
  const preorder = carType === 'new' && life.status === 'coming_soon' && random.chance(0.4);
  const priceRoll = random.next();
  if (preorder && random.chance(0.5)) price = null;
  else if (carType === 'used' && priceRoll < 0.02) price = 0;
  else if (priceRoll > 0.99) price = null;
  if (price === null || price === 0) beforePrice = null;

  const certified = carType === 'used' && tenant.certifiedMakes.includes(model.make) && age <= 5 && (km ?? 0) <= 140_000 && random.chance(0.9);
  const drive = drivetrain(model, badge);
  const features = fittedFeatures(model, random);
  // Bikes often have a single badge named like the model: "Honda CB650R", not "Honda CB650R CB650R".
  const variantName = badge.name === model.model ? '' : ` ${badge.name}`;
  const title = `${year} ${model.make} ${model.model}${variantName}`;
  const state = input.location.place.state;
  const registered = carType !== 'new' && random.chance(0.97);
  const regoFuture = carType !== 'used' || random.chance(0.8);
  const buildMonth = year === referenceYear ? random.int(1, referenceDate.getUTCMonth() + 1) : random.int(1, 12);
  const complianceMonth = Math.min(12, buildMonth + random.int(0, 2));
  const reserveEligible = tenant.checkout !== null && life.status === 'in_stock' && (price ?? 0) > 0 && random.chance(tenant.checkout.share);
  const createdRecently = referenceDate.getTime() - Date.parse(life.created_at) < 8 * DAY_MS;
  const media = vehicleMedia(model.art, family, life.status === 'coming_soon', input.images, random);
  const lenders = available && price !== null && price > 5000 && random.chance(0.45)
    ? Object.fromEntries(tenant.lenders.slice(0, random.int(1, tenant.lenders.length)).map((lender) => {
      const estimate = lenderEstimate(price as number, lender, carType, random);
      return [lender.key, random.chance(0.05) ? { ...estimate, comparisonRate: null } : estimate];
    }))
    : null;

  return {
    id: input.id,
    site_slug: tenant.slug,
    dealership_slug: input.dealership.slug,
    dealership_id: input.dealership.dealershipId,
    location_slug: input.location.slug,
    slug: slugify(`${title} ${model.simpleBody} ${input.id}`),
    name: title,
    carsales_title: carsalesTitle(title, model, drive.simple_transmission, drive.simple_drive),
    item_type: model.itemType,
    year,
    make: model.make,
    model: model.model,
    badge: badge.name,
    series: model.series || null,
    colour,
    interior_colour: model.itemType === 'car' ? random.pick(interiorColours) : null,
    car_type: carType,
    status: life.status,
    tag: dealerTag({ carType, status: life.status, km, age, kmPerYear: typicalKmPerYear(model), wasPrice: beforePrice !== null, createdRecently }, random),
    reserved: life.status === 'in_stock' && random.chance(0.03),
    certified,
    price,
    before_price: beforePrice,
    subscription_price: carType === 'new' && available && price && random.chance(tenant.subscriptionShare) ? Math.round(price * 0.0062) : null,
    preorder,
    price_type: model.itemType === 'truck' ? 'Excl. GST' : random.weighted([['Drive Away', 7], ['Excl. Govt. Charges', carType === 'used' ? 1 : 3]] as const),
    km,
    stocknum: input.stocknum,
    vin: random.chance(0.99) ? makeVin(model.make, year, input.id, random) : null,
    nvic: model.itemType === 'car' && random.chance(0.5) ? makeNvic(random) : null,
    regplate: registered ? makeRegplate(state, random) : null,
    rego_expiry: registered ? isoDate(addDays(referenceDate, regoFuture ? random.int(10, 360) : -random.int(5, 400))) : null,
    build_date: monthStart(year, buildMonth),
    compliance_date: monthStart(year, complianceMonth),
    body: model.body,
    simple_body: model.simpleBody,
    ...drive,
    seats: model.seats,
    doors: model.doors,
    bodyconfiguration: model.bodyConfiguration,
    ...media,
    // A few cars were shot on a hosted 360 provider instead of sending frames (SPEC 3 spin_code);
    // picked by id, not by the random stream, so every other demo figure stays as it was.
    spin_code: media.spin_images === null && media.images.length === 4 && input.id % 400 === 0 ? `${tenant.slug.replace(/[^a-z0-9]/g, '')}/${input.stocknum.replace(/[^A-Za-z0-9_-]/g, '')}` : null,
    standard_equipment: standardEquipment(model, badgeIndex, random),
    features,
    dealercomments: dealerComments({
      title: `${model.make} ${model.model}${variantName}`, carType, itemType: model.itemType, km, dealer: input.dealership.name,
      city: input.location.place.city, certified, moneyBack: tenant.moneyBack, features,
    }, random),
    file: carType === 'used' && random.chance(0.05) ? HISTORY_REPORT_PATH : null,
    variant: variantSpecs(model, badge, drive),
    caravan_specs: caravanSpecs(model),
    finance_lenders: lenders,
    autograb_data: carType === 'used' && model.itemType === 'car' && price && tenant.marketData && random.chance(0.6) ? marketData(price, random) : null,
    checkout_enabled: reserveEligible,
    reserve_amount: reserveEligible && tenant.checkout ? random.weighted(tenant.checkout.amounts) : null,
    trade_in_permitted: random.chance(0.93),
    show_on_dealer_website: random.chance(0.98),
    views: Math.floor(random.next() ** 2 * 2400) + (available ? random.int(0, 60) : 0),
    custom_rank: Math.round(
      (available ? 400 : 0) + (media.images.length >= 4 ? 150 : media.images.length > 0 ? 50 : -200) + (createdRecently ? 120 : 0)
      + (life.status === 'coming_soon' ? -150 : 0) + random.int(0, 250),
    ),
    created_at: life.created_at,
    updated_at: life.updated_at,
    sold_date: life.sold_date,
  };
}
