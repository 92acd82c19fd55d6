import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Explicit, no file-system routing; routes.test.ts keeps app/site/site-pages.ts in step.
export default [
  index("routes/home.tsx"),
  // The four category pages share one module, which reads the matched path.
  route("aesthetic-bios", "routes/category-bios.tsx", { id: "routes/aesthetic-bios" }),
  route("funny-bios", "routes/category-bios.tsx", { id: "routes/funny-bios" }),
  route("business-bios", "routes/category-bios.tsx", { id: "routes/business-bios" }),
  route("ai-bio-generator", "routes/ai-bio-generator.tsx"),
  route("cool-instagram-bio-ideas", "routes/category-bios.tsx", { id: "routes/cool-instagram-bio-ideas" }),
  route("contact-us", "routes/contact-us.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("suggest-feature", "routes/suggest-feature.tsx"),
  route("features/ai-bio-generation", "routes/features.ai-bio-generation.tsx"),
  route("features/fancy-font-styles", "routes/features.fancy-font-styles.tsx"),
  route("features/symbol-library", "routes/features.symbol-library.tsx"),
  route("features/template-collection", "routes/features.template-collection.tsx"),
  route("features/live-preview", "routes/features.live-preview.tsx"),
  route("resources/bio-templates", "routes/resources.bio-templates.tsx"),
  route("resources/style-guide", "routes/resources.style-guide.tsx"),
  route("resources/tips-and-tricks", "routes/resources.tips-and-tricks.tsx"),
  route("resources/examples", "routes/resources.examples.tsx"),
  route("resources/faq", "routes/resources.faq.tsx"),
  route("api/generate-bio", "routes/api.generate-bio.ts"),
  route("api/refine-bio", "routes/api.refine-bio.ts"),
  route("api/suggestions", "routes/api.suggestions.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
