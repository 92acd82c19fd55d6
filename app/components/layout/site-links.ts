/** The links of the site chrome, as spec §2 lists them. */
export interface SiteLink {
  to: string;
  label: string;
}

export const HEADER_LINKS: readonly SiteLink[] = [
  { to: "/", label: "Home" },
  { to: "/contact-us", label: "Contact" },
  { to: "/about-us", label: "About" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/disclaimer", label: "Disclaimer" },
  { to: "/suggest-feature", label: "Suggest" },
];

export const CATEGORY_LINKS: readonly SiteLink[] = [
  { to: "/aesthetic-bios", label: "Aesthetic" },
  { to: "/funny-bios", label: "Funny" },
  { to: "/business-bios", label: "Business" },
  { to: "/cool-instagram-bio-ideas", label: "Cool Ideas" },
  { to: "/ai-bio-generator", label: "AI Generator" },
];

export const FOOTER_GROUPS: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: "Features",
    links: [
      { to: "/features/ai-bio-generation", label: "AI Bio Generation" },
      { to: "/features/fancy-font-styles", label: "Fancy Font Styles" },
      { to: "/features/symbol-library", label: "Symbol Library" },
      { to: "/features/template-collection", label: "Template Collection" },
      { to: "/features/live-preview", label: "Live Preview" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/resources/bio-templates", label: "Bio Templates" },
      { to: "/resources/style-guide", label: "Style Guide" },
      { to: "/resources/tips-and-tricks", label: "Tips & Tricks" },
      { to: "/resources/examples", label: "Examples" },
      { to: "/resources/faq", label: "FAQ" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/contact-us", label: "Contact Us" },
      { to: "/about-us", label: "About Us" },
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-conditions", label: "Terms & Conditions" },
      { to: "/disclaimer", label: "Disclaimer" },
    ],
  },
];
