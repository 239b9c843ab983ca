/** Joins class names, dropping the falsy ones: `cx(styles.card, active && styles.isActive)`. */
export function cx(...names: Array<string | false | null | undefined | 0>): string {
  return names.filter(Boolean).join(' ');
}
