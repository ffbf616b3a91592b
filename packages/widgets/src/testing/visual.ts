/** The story names of a module to leave out of its visual suite: all but `keep`. */
export function allBut(stories: Record<string, unknown>, keep: readonly string[]): string[] {
  return Object.keys(stories).filter((name) => name !== 'default' && !keep.includes(name));
}
