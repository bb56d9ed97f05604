export const salesCounterFixture = { _type: 'salesCounter', _key: 'sales-counter', heading: 'Sales counter', intro: 'Start here.', label: 'cars found new homes today' };

export const salesCounterMinimal = { _type: 'salesCounter', _key: 'sales-counter-min' };
