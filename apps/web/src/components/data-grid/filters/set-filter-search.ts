// Set filter search: ignores case and accents ("Cafe" finds "Café").
export interface SetFilterOption {
  value: string;
  label: string;
}

export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();
}

export function searchSetOptions(options: readonly SetFilterOption[], search: string): SetFilterOption[] {
  const needle = foldForSearch(search.trim());
  if (!needle) return [...options];
  return options.filter((option) => foldForSearch(option.label).includes(needle));
}
