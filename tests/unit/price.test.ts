import { formatEuros } from '../../contract/domain/price';

describe('formatEuros', () => {
  it('writes euro cents as a French reader expects: a comma, two decimals, a no-break space before €', () => {
    expect(formatEuros(2500)).toBe('25,00\u00a0€');
    expect(formatEuros(2550)).toBe('25,50\u00a0€');
    expect(formatEuros(99)).toBe('0,99\u00a0€');
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(formatEuros(123_450)).toBe('1\u202f234,50\u00a0€');
    expect(formatEuros(1_000_000)).toBe('10\u202f000,00\u00a0€');
  });
});
