import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last page and the neighbours of the current one', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageNumbers(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('clamps a page outside the list and gives nothing for an empty list', () => {
    expect(pageNumbers(99, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});
