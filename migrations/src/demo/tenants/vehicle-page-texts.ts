/**
 * Each demo dealer's vehicle page texts (the site's `vehiclePage`: What's Included, Why Buy From
 * Us?, Protect Your Car, FAQ). Placeholders {vehicle}, {dealer} and {warrantyYears} are filled on
 * the page. Kept apart from the site files so the four dealers' copy reads side by side.
 */
type Faq = [question: string, answer: string];
type Texts = { includedNew: string[]; includedUsed: string[]; whyBuyFromUs: string[]; protectIntro: string; protectItems: string[]; faqs: Faq[] };

const document = (texts: Texts) => ({
  ...texts,
  faqs: texts.faqs.map(([question, answer], index) => ({ _type: 'vehicleFaq', _key: `faq${index + 1}`, question, answer })),
});

export const metroVehiclePage = document({
  includedNew: ['Full manufacturer warranty and roadside assistance', 'Pre-delivery service and detail', 'Registration and CTP for 12 months', 'A full tank of fuel on delivery'],
  includedUsed: ['{warrantyYears}-year Metro Care warranty', '14-day, 500 km money-back or exchange', 'Independent 150-point inspection', 'Roadworthy certificate and a full tank of fuel'],
  whyBuyFromUs: ['Dealerships across South East Queensland', 'Cars, motorcycles and trucks under one group', 'Trade-ins valued online in minutes', 'Finance from our panel of lenders'],
  protectIntro: 'Metro Protect covers your {vehicle} from day one:',
  protectItems: ['Metro Care extended warranty up to 7 years', 'Ceramic paint and fabric protection', 'Tyre, rim and windscreen cover', 'Gap and comprehensive insurance'],
  faqs: [
    ['Can I test drive this {vehicle} at another Metro dealership?', 'Yes. Book online and tell us which dealership suits you; we move the {vehicle} there at no cost.'],
    ['Do you offer finance?', 'Yes. Metro Finance compares our panel of lenders for you. Use the calculator on this page, then apply online.'],
    ['Can I trade in my current vehicle?', 'Yes. Value your trade-in online and we will include it in your offer at any Metro dealership.'],
    ['What is the money-back guarantee?', 'Return a used {vehicle} within 14 days and 500 km for a refund or an exchange.'],
  ],
});

export const riversideVehiclePage = document({
  includedNew: ['Toyota Warranty Advantage: 5 years, unlimited kilometres', 'Capped price servicing with Toyota Service Advantage', 'Pre-delivery inspection by Toyota technicians', 'A full tank of fuel and floor mats'],
  includedUsed: ['{warrantyYears}-year warranty', 'Toyota Certified Pre-Owned 160-point inspection on certified cars', 'Roadworthy certificate', 'A full tank of fuel on delivery'],
  whyBuyFromUs: ['A Toyota dealer on the river with new, demo and certified used stock', 'Factory-trained Toyota technicians on site', 'Genuine Toyota parts and accessories', 'Hybrid specialists with a free battery health check'],
  protectIntro: 'Keep your {vehicle} Toyota-protected:',
  protectItems: ['Toyota Extra Care extended warranty', 'Toyota paint and fabric protection', 'Toyota Insurance comprehensive cover', 'Tyre and rim protection'],
  faqs: [
    ['Can I test drive this {vehicle}?', 'Yes. Book a test drive online and Riverside Toyota will have it ready, or ask us about a home test drive.'],
    ['Do you offer Toyota Finance?', 'Yes. Toyota Finance offers competitive rates. Use the calculator on this page for an estimate, then apply online.'],
    ['Is this {vehicle} covered by Toyota Warranty Advantage?', 'New Toyotas have a 5-year unlimited-kilometre warranty, extended to 7 years for engine and driveline with logbook servicing.'],
    ['Can you deliver the {vehicle}?', 'Enter your postcode in the delivery calculator for an estimate, or call us for a quote.'],
  ],
});

export const valleyVehiclePage = document({
  includedNew: ['Full manufacturer warranty', 'Pre-delivery service', 'A full tank of fuel on delivery'],
  includedUsed: ['{warrantyYears}-year Valley warranty', '48-hour money-back guarantee', 'Independent safety inspection and roadworthy', 'A full tank of fuel on delivery'],
  whyBuyFromUs: ['Fixed, no-haggle prices on every car', 'Reserve online and we hold the car for 48 hours', 'Every car inspected before it is listed', 'Delivery across South East Queensland'],
  protectIntro: 'Drive away covered. Ask us about:',
  protectItems: ['Extended mechanical warranty up to 5 years', 'Paint and interior protection', 'Roadside assistance', 'Comprehensive insurance'],
  faqs: [
    ['How does reserving online work?', 'Pay a fully refundable deposit and we hold this {vehicle} for 48 hours while you arrange finance or an inspection.'],
    ['What is the money-back guarantee?', 'Changed your mind within 48 hours? Bring the {vehicle} back for a full refund.'],
    ['Do you offer finance?', 'Yes. Use the calculator on this page for an estimate, then get pre-approved online in minutes.'],
    ['Can you deliver the {vehicle}?', 'Enter your postcode in the delivery calculator for an estimate, or call us for a quote.'],
  ],
});

export const outbackVehiclePage = document({
  includedNew: ['Full manufacturer warranty', 'Pre-delivery handover and walkthrough', 'Gas and electrical compliance certificates', 'A starter kit of hoses and leads'],
  includedUsed: ['{warrantyYears}-year warranty', 'Water, gas and electrical check', 'Roadworthy and weighbridge certificate', 'Handover walkthrough'],
  whyBuyFromUs: ['Caravan and motorcycle specialists', 'Our own service bay for caravans and bikes', 'Handover walkthrough before every trip', 'Delivery to your door or the campground'],
  protectIntro: 'Protect your {vehicle} on and off the road:',
  protectItems: ['Caravan and motorcycle insurance', 'Extended warranty', 'Annual service plans', 'Roadside assistance for caravans and bikes'],
  faqs: [
    ['Can I inspect this {vehicle} before I buy?', 'Yes. Book a viewing online and we will set it up for a full walkthrough.'],
    ['Do you offer finance for caravans and motorcycles?', 'Yes. Use the calculator on this page for an estimate and apply online.'],
    ['Can I trade in my caravan, bike or car?', 'Yes. Value your trade-in online and we will include it in your offer.'],
    ['Can you deliver the {vehicle}?', 'Enter your postcode in the delivery calculator for an estimate, or call us for a quote.'],
  ],
});
