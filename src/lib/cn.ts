import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge (about 7 kB gzipped in the first load): components offer variants
 * instead of letting callers override a utility with a conflicting one.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
