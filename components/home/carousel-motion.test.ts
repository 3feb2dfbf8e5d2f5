// When the home banner moves by itself (WCAG 2.2.2): the shopper can stop it, and a system asking for reduced
// motion stops it until they choose to play.
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { advancesByItself, pressed, toggleLabel, type SlideshowChoice } from './carousel-motion';

const base = { choice: 'auto' as SlideshowChoice, reducedMotion: false, hovered: false, focused: false, count: 3 };

describe('the carousel motion', () => {
  it('moves by itself until the shopper presses pause, and again once they press play', () => {
    expect(advancesByItself(base)).toBe(true);
    expect(toggleLabel('auto', false)).toBe(HOME_MESSAGES.pauseSlideshow);
    const paused = pressed('auto', false);
    expect(advancesByItself({ ...base, choice: paused })).toBe(false);
    expect(toggleLabel(paused, false)).toBe(HOME_MESSAGES.playSlideshow);
    // Paused stays paused once the pointer and focus have left.
    expect(advancesByItself({ ...base, choice: paused, hovered: false, focused: false })).toBe(false);
    const playing = pressed(paused, false);
    expect(advancesByItself({ ...base, choice: playing })).toBe(true);
    expect(toggleLabel(playing, false)).toBe(HOME_MESSAGES.pauseSlideshow);
  });

  it('stays still for reduced motion until the shopper presses play', () => {
    expect(advancesByItself({ ...base, reducedMotion: true })).toBe(false);
    expect(toggleLabel('auto', true)).toBe(HOME_MESSAGES.playSlideshow);
    const playing = pressed('auto', true);
    expect(advancesByItself({ ...base, reducedMotion: true, choice: playing })).toBe(true);
    expect(advancesByItself({ ...base, reducedMotion: true, choice: pressed(playing, true) })).toBe(false);
  });

  it('waits while hovered or focused, and never moves a single slide', () => {
    expect(advancesByItself({ ...base, hovered: true })).toBe(false);
    expect(advancesByItself({ ...base, focused: true })).toBe(false);
    expect(advancesByItself({ ...base, choice: 'playing', focused: true })).toBe(false);
    expect(advancesByItself({ ...base, count: 1 })).toBe(false);
  });
});
