export const stockSearchFixture = { _type: 'stockSearch', _key: 'stock-search', heading: 'Stock search', intro: 'Start here.', carType: 'used', filter: null };

export const stockSearchMinimal = { _type: 'stockSearch', _key: 'stock-search-min' };
