// When the home banner moves by itself (WCAG 2.2.2): never once the shopper has paused it, never for a shopper
// who asked their system for less motion (until they press play), and not while they point at it or have
// keyboard focus inside it. The control's name says what pressing it does.
import { HOME_MESSAGES } from '@/lib/shared/messages/home';

/** What the shopper chose with the pause/play control; 'auto' until they press it. */
export type SlideshowChoice = 'auto' | 'paused' | 'playing';

/** True when the slideshow is stopped until the shopper presses play. */
export const isStopped = (choice: SlideshowChoice, reducedMotion: boolean) =>
  choice === 'paused' || (choice === 'auto' && reducedMotion);

/** True when the next slide comes by itself after the interval. */
export function advancesByItself(state: {
  choice: SlideshowChoice;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  count: number;
}): boolean {
  return state.count > 1 && !isStopped(state.choice, state.reducedMotion) && !state.hovered && !state.focused;
}

/** The choice a press of the control makes, from what the control showed. */
export const pressed = (choice: SlideshowChoice, reducedMotion: boolean): SlideshowChoice =>
  isStopped(choice, reducedMotion) ? 'playing' : 'paused';

/** The control's accessible name: what pressing it does. */
export const toggleLabel = (choice: SlideshowChoice, reducedMotion: boolean) =>
  isStopped(choice, reducedMotion) ? HOME_MESSAGES.playSlideshow : HOME_MESSAGES.pauseSlideshow;
