import { formatSize } from './format-size';

test('one way to write a size: thousands as k from 1,000 on, so neighbours read alike', () => {
  expect(formatSize(0)).toBe('0');
  expect(formatSize(850)).toBe('850');
  expect(formatSize(999.6)).toBe('1k');
  expect(formatSize(9825)).toBe('9.8k');
  expect(formatSize(10_000)).toBe('10k');
  expect(formatSize(10_049)).toBe('10k');
  expect(formatSize(12_450)).toBe('12.5k');
  expect(formatSize(125_400)).toBe('125k');
  expect(formatSize(999_700)).toBe('1M');
  expect(formatSize(1_250_000)).toBe('1.3M');
  expect(formatSize(2_000_000)).toBe('2M');
});
