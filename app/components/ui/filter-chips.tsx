import { ChoiceGroup, type Choice } from "./choice-group";

export interface FilterChipsProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[] | readonly Choice<T>[];
  value: T;
  onChange?: (value: T) => void;
  hideLegend?: boolean;
  className?: string;
}

/** A row of filter chips, one chosen (the first, 'All', by default): native radios (ChoiceGroup). */
export function FilterChips<T extends string>({ options, ...props }: FilterChipsProps<T>) {
  const choices = (options as readonly (T | Choice<T>)[]).map((option) =>
    typeof option === "string" ? { value: option, label: option } : option,
  );
  return <ChoiceGroup look="chips" choices={choices} {...props} />;
}
