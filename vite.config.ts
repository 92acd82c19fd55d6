import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { islandsPlugin } from "./tooling/vite-islands.ts";

/**
 * Chunks for the browser (docs/decisions/021-web-gates.md): left alone, the bundler cut the
 * islands' shared code into dozens of tiny files (28 requests for the home page's island), each a
 * round trip on a phone. Code every island uses travels in a few long-cached chunks instead.
 */
function clientChunks(): Plugin {
  return {
    name: "social-bio-generator:client-chunks",
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                  {
                    // The kit's everyday parts and the island runtime (island.tsx, not the inline
                    // loader script beside it), which nearly every island uses; rarer parts (tabs,
                    // icons, the domain) are chunked by who uses them. Grapheme counting and reading
                    // styled letters back are here so a page that only counts (the examples) does not
                    // load the bio chunk for it, and the home page does not load them as a chunk of
                    // their own.
                    name: "kit",
                    test: /[\\/](app[\\/]components[\\/](islands[\\/]island\.tsx$|ui[\\/](cn|button|card|badge|field|toast|copy-text|copy-button|copy-plain-button|toggle-chip|choice-group|filter-chips|filter-form|search-field|empty-state|textarea-with-counter|card-grid|use-typed-before-hydration)\.tsx?$|use-hydrated\.tsx?$)|domain[\\/](text[\\/](platforms|graphemes)|fonts[\\/](to-plain-text|alphabets))\.ts$|node_modules[\\/](clsx|tailwind-merge|class-variance-authority|lucide-react)[\\/])/,
                    priority: 20,
                  },
                  {
                    name: "bio",
                    test: /[\\/]app[\\/]components[\\/]bio[\\/]|[\\/]domain[\\/](text[\\/]normalize-bio|bio[\\/](history|generation-options))\.ts$/,
                    priority: 10,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * `npm run dev`: any edit reloads the page. Pages are server HTML with islands hydrated on their own,
 * not a React Router client, so React Router's hot module replacement has no router to swap routes
 * in (it failed with "__reactRouterDataRouter is not defined") and pages without islands had
 * nothing listening at all. A full reload shows every edit, server or client, in a second.
 */
function reloadOnEdit(): Plugin {
  return {
    name: "social-bio-generator:reload-on-edit",
    apply: "serve",
    handleHotUpdate({ server }) {
      server.ws.send({ type: "full-reload", path: "*" });
      return [];
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsPlugin(), clientChunks(), reloadOnEdit()],
  resolve: {
    tsconfigPaths: true,
  },
});
