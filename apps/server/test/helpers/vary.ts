/** The request header names an answer's Vary lists, lower case and sorted, so tests compare them as a set. */
export const varyOf = (headers: { vary?: string | string[] | number }): string[] =>
  [headers.vary ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '')
    .sort();
