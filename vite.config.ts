import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { islandsPlugin } from "./tooling/vite-islands.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsPlugin()],
  resolve: {
    tsconfigPaths: true,
  },
});
