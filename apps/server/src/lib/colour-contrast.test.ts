import { describe, expect, it } from 'vitest';
import { contrastRatio, rgbOf } from './colour-contrast';

describe('colour contrast', () => {
  it('reads #rgb, #rrggbb, rgb() and white or black', () => {
    expect(rgbOf('#fff')).toEqual([255, 255, 255]);
    expect(rgbOf(' #1F4D3A ')).toEqual([31, 77, 58]);
    expect(rgbOf('rgb(88, 28, 135)')).toEqual([88, 28, 135]);
    expect(rgbOf('Black')).toEqual([0, 0, 0]);
    expect(rgbOf('rgb(300, 0, 0)')).toBeNull();
    expect(rgbOf('rebeccapurple')).toBeNull();
    expect(rgbOf('#12345')).toBeNull();
  });

  it('gives the WCAG ratio, the same either way round', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
    expect(contrastRatio('#000', 'hsl(0, 0%, 0%)')).toBeNull();
  });
});
