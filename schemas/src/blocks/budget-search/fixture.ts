export const budgetSearchFixture = { _type: 'budgetSearch', _key: 'budget-search', heading: 'Budget search', intro: 'Start here.', frequency: 'weekly' };

export const budgetSearchMinimal = { _type: 'budgetSearch', _key: 'budget-search-min' };
