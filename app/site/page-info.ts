/** What a page shows about itself: meta tags, heading and intro (from app/site/site-pages.ts). */
export interface PageInfo {
  /** URL path, always starting with "/" and without a trailing slash (except the home page). */
  path: string;
  /** Document title, unique per page. */
  title: string;
  /** Meta description, unique per page, under 160 characters. */
  description: string;
  /** The visible <h1>, as the product spec words it. */
  heading: string;
  /** The sentence under the heading. */
  intro: string;
}
