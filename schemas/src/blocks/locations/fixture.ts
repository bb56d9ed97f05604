export const locationsFixture = { _type: 'locations', _key: 'locations', heading: 'Find us', filter: 'sales' };

export const locationsMinimal = { _type: 'locations', _key: 'locations-min' };
