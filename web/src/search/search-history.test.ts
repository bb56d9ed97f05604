import { describe, expect, it } from 'vitest';
import { parseSearchHistory, rememberSearch, SEARCH_HISTORY_SIZE } from './search-history';

describe('search history', () => {
  it('keeps the last 5 searches, newest first', () => {
    let history = rememberSearch([], { label: 'q0', path: '/search/new-used-and-demo-cars?query=q0' });
    for (let i = 1; i <= 6; i += 1) history = rememberSearch(history, { label: `q${i}`, path: `/search/new-used-and-demo-cars?query=q${i}` });
    expect(history).toHaveLength(SEARCH_HISTORY_SIZE);
    expect(history.map((entry) => entry.label)).toEqual(['q6', 'q5', 'q4', 'q3', 'q2']);
  });

  it('moves a repeated search to the front with its latest path', () => {
    const history = rememberSearch(
      [{ label: 'hilux', path: '/search/new-used-and-demo-cars?query=hilux' }, { label: 'ranger', path: '/search/new-used-and-demo-cars?query=ranger' }],
      { label: ' Ranger ', path: '/search/ford?query=ranger' },
    );
    expect(history).toEqual([{ label: 'Ranger', path: '/search/ford?query=ranger' }, { label: 'hilux', path: '/search/new-used-and-demo-cars?query=hilux' }]);
  });

  it('ignores empty searches and paths off this site', () => {
    expect(rememberSearch([], { label: '  ', path: '/search/x' })).toEqual([]);
    expect(rememberSearch([], { label: 'x', path: 'https://evil.example/' })).toEqual([]);
  });

  it('reads stored junk as an empty or cleaned list', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory('{oops')).toEqual([]);
    expect(parseSearchHistory('{"label":"x"}')).toEqual([]);
    expect(parseSearchHistory(JSON.stringify([{ label: 'ok', path: '/search/a' }, { label: 'bad', path: '//evil' }, 3, null])))
      .toEqual([{ label: 'ok', path: '/search/a' }]);
  });
});
