import { closeMessage, showMessage, snackbarStore } from '@/lib/client/stores/snackbar-store';
import { TIMINGS_MS } from '@/lib/shared/constants';
import { closesSnackbar } from './snackbar-view';

describe('the app-wide snackbar', () => {
  it('shows one message at a time, success unless told otherwise', () => {
    showMessage('Added to wishlist!');
    expect(snackbarStore.get()).toMatchObject({ message: 'Added to wishlist!', severity: 'success' });
    const first = snackbarStore.get()!.id;
    showMessage('Failed', 'error');
    expect(snackbarStore.get()).toMatchObject({ message: 'Failed', severity: 'error' });
    // A new id remounts the Snackbar, restarting its 6000 ms timer.
    expect(snackbarStore.get()!.id).not.toBe(first);
    closeMessage();
    expect(snackbarStore.get()).toBeNull();
  });

  it('closes on a timeout or Escape but not on a click-away, after 6000 ms', () => {
    expect(TIMINGS_MS.snackbar).toBe(6000);
    expect(closesSnackbar('timeout')).toBe(true);
    expect(closesSnackbar('escapeKeyDown')).toBe(true);
    expect(closesSnackbar(undefined)).toBe(true);
    expect(closesSnackbar('clickaway')).toBe(false);
  });
});
