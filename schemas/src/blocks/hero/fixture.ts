export const heroFixture = {
  _type: 'hero',
  _key: 'hero',
  heading: 'Welcome to Riverside Toyota',
  subheading: 'New, demo and certified pre-owned Toyotas.',
  image: { url: '/demo-content/hero.jpg', alt: 'A HiLux by the river' },
  ctas: [{ _key: 'c1', label: 'Shop new cars', href: '/search/new-cars', variant: 'primary' }],
};

export const heroMinimal = { _type: 'hero', _key: 'hero-min', heading: 'Welcome' };
