import { defineIsland } from "~/components/islands/island";
import { CategoryBios } from "~/features/category-bios/category-bios";

export const CategoryBiosIsland = defineIsland("category-bios", CategoryBios);
