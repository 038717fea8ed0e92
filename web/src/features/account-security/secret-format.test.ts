import { describe, expect, it } from 'vitest';
import { groupSecret } from './secret-format';

describe('groupSecret', () => {
  it('splits the key into blocks of four, the last one shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('ABCD')).toBe('ABCD');
    expect(groupSecret('')).toBe('');
  });

  it('ignores spaces already in the key', () => {
    expect(groupSecret('JBSW Y3DP EHPK')).toBe('JBSW Y3DP EHPK');
  });
});
