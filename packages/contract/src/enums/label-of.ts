/** The label of an id in a label map, or a fallback for ids the map does not know. */
export const labelOf = (labels: Readonly<Record<number, string>>, id: number, fallback = '未知'): string =>
  Object.hasOwn(labels, id) ? (labels[id] ?? fallback) : fallback;
