export const statsCounterFixture = {
  _type: 'statsCounter',
  _key: 'stats',
  heading: 'Driving Queensland',
  stats: [
    { _key: 's1', value: '50+', label: 'Locations' },
    { _key: 's2', value: '40+', label: 'Brands' },
    { _key: 's3', value: '30+', label: 'Years' },
  ],
};

export const statsCounterMinimal = { _type: 'statsCounter', _key: 'stats-min' };
