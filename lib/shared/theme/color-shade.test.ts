import { darkenChannels } from './color-shade';

describe('darkenChannels', () => {
  it('subtracts 30 from each channel of the primary colour', () => {
    // #185b6c = (24, 91, 108) -> (0, 61, 78)
    expect(darkenChannels('#185b6c')).toBe('#003d4e');
  });
  it('accepts short hex and clamps at zero', () => {
    expect(darkenChannels('#fff')).toBe('#e1e1e1');
    expect(darkenChannels('#101010')).toBe('#000000');
  });
  it('leaves a value it cannot read unchanged', () => {
    expect(darkenChannels('teal')).toBe('teal');
  });
});
