'use client';
// One app-wide message at a time (spec: severity default success, 6000 ms, closes on anything but click-away).
import 'client-only';
import { createStore, useStore } from './create-store';

export type SnackbarSeverity = 'success' | 'error' | 'warning' | 'info';
export type SnackbarMessage = { id: number; message: string; severity: SnackbarSeverity };

export const snackbarStore = createStore<SnackbarMessage | null>(null);
let nextId = 1;

export function showMessage(message: string, severity: SnackbarSeverity = 'success'): void {
  snackbarStore.set({ id: nextId++, message, severity });
}

export function closeMessage(): void {
  snackbarStore.set(null);
}

export const useSnackbar = () => useStore(snackbarStore, (s) => s);
