import { csvField, toCsv } from './csv';

describe('CSV', () => {
  it('leaves plain fields alone and quotes commas, quotes and newlines', () => {
    expect(csvField('India v Australia')).toBe('India v Australia');
    expect(csvField('1,234.50')).toBe('"1,234.50"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('keeps negative numbers but defuses formulas', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@x')).toBe("'@x");
  });

  it('joins rows with CRLF after a header', () => {
    expect(
      toCsv(
        ['Date', 'P_L'],
        [
          ['01/02/2025', '-3.00'],
          ['a,b', '1'],
        ],
      ),
    ).toBe('Date,P_L\r\n01/02/2025,-3.00\r\n"a,b",1\r\n');
  });
});
