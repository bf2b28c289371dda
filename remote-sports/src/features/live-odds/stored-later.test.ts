import { dropUnwritten, storeSoon } from './stored-later';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('storeSoon', () => {
  it('writes only the latest reply of each key, in one later task', () => {
    const first = jest.fn(() => '{"tick":1}');
    storeSoon('bookOddsData', first);
    storeSoon('sessionOddsData', () => '{"s":1}');
    storeSoon('bookOddsData', () => '{"tick":2}');
    expect(localStorage.getItem('bookOddsData')).toBeNull();
    jest.runAllTimers();
    expect(first).not.toHaveBeenCalled();
    expect(localStorage.getItem('bookOddsData')).toBe('{"tick":2}');
    expect(localStorage.getItem('sessionOddsData')).toBe('{"s":1}');
  });

  it('writes nothing once the page is left', () => {
    storeSoon('sessionOddsData', () => '{"s":2}');
    dropUnwritten();
    jest.runAllTimers();
    expect(localStorage.getItem('sessionOddsData')).toBeNull();
    storeSoon('sessionOddsData', () => '{"s":3}');
    jest.runAllTimers();
    expect(localStorage.getItem('sessionOddsData')).toBe('{"s":3}');
  });
});
