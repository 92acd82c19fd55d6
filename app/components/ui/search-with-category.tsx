import { useId } from "react";

import { useHydrated } from "~/components/use-hydrated";

import { Label, Select } from "./field";
import { FilterChips } from "./filter-chips";
import { SearchField } from "./search-field";

export interface SearchWithCategoryProps<T extends string> {
  /** The search field's visible label, e.g. "Search symbols". */
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  placeholder: string;
  /** Announced to screen readers as the results change, e.g. "12 symbols". */
  resultSummary: string;
  /** The categories, 'All' first. */
  categories: readonly T[];
  category: T;
  onCategoryChange: (category: T) => void;
}

/**
 * A search field beside a category dropdown, with the same categories as chips below
 * (docs/product.md#searches-and-filters), inside a FilterForm. The fields are named `q` and
 * `category`, so without JavaScript the form sends them. Until the island runs the dropdown is
 * disabled, so the chips alone carry the category: a disabled select is not sent, and two fields
 * named `category` would disagree.
 */
export function SearchWithCategory<T extends string>({
  searchLabel,
  query,
  onQueryChange,
  placeholder,
  resultSummary,
  categories,
  category,
  onCategoryChange,
}: SearchWithCategoryProps<T>) {
  const hydrated = useHydrated();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <SearchField
          label={searchLabel}
          name="q"
          value={query}
          onChange={onQueryChange}
          placeholder={placeholder}
          resultSummary={resultSummary}
        />
        <CategorySelect<T>
          categories={categories}
          value={category}
          onChange={onCategoryChange}
          disabled={!hydrated}
          className="min-w-0"
        />
      </div>
      <FilterChips<T>
        legend="Categories"
        hideLegend
        name="category"
        options={categories}
        value={category}
        onChange={onCategoryChange}
      />
    </>
  );
}

export interface CategorySelectProps<T extends string> {
  /** The categories, 'All' first. */
  categories: readonly T[];
  value: T;
  onChange: (category: T) => void;
  disabled?: boolean;
  /** For the wrapper of the label and the dropdown (its width). */
  className?: string;
}

/**
 * A labelled 'Category' dropdown named `category`, as tall as a SearchField beside it. A value that
 * is not one of `categories` is ignored.
 */
export function CategorySelect<T extends string>({
  categories,
  value,
  onChange,
  disabled,
  className,
}: CategorySelectProps<T>) {
  const selectId = `${useId()}-category`;
  return (
    <div className={className}>
      <Label htmlFor={selectId} className="mb-1.5">
        Category
      </Label>
      <Select
        id={selectId}
        name="category"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = categories.find((option) => option === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
        className="[&_select]:h-11"
      >
        {categories.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </div>
  );
}
